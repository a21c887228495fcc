/** The two bpmn.io packages the workflow module uses ship no types for their main entry. */
declare module 'bpmn-moddle' {
  export class BpmnModdle {
    constructor(extensions?: Record<string, unknown>);
    fromXML(xml: string): Promise<{ rootElement: unknown; warnings: { message: string }[] }>;
  }
}
declare module 'bpmn-auto-layout' {
  export function layoutProcess(xml: string): Promise<string>;
}
