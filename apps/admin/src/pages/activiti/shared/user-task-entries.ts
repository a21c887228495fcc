import type { Element } from 'bpmn-js/lib/model/Types';

/**
 * The engine runs user tasks, not plain tasks (a bpmn:Task is refused when deployed), so the
 * modeler's "task" tools make user tasks: the context pad's 「追加任务」 (`append.append-task`)
 * and the palette's 「创建任务」 (`create.task`) keep their place and icon names but create a
 * bpmn:UserTask. The replace menu (the wrench) still turns one element into another.
 */

const USER_TASK = 'bpmn:UserTask';

interface ShapeFactory {
  createShape(attrs: { type: string }): Element;
}
interface AutoPlace {
  append(source: Element, shape: Element): Element;
}
interface Create {
  start(event: unknown, shape: Element, context?: { source: Element }): void;
}
interface AppendPreview {
  create(source: Element, type: string, options?: Record<string, unknown>): void;
  cleanUp(): void;
}
interface Translate {
  (text: string): string;
}
interface Entry {
  className?: string;
  title?: string;
  action?: Record<string, unknown> | ((...args: unknown[]) => unknown);
  [key: string]: unknown;
}
type Entries = Record<string, Entry>;
interface Registrar {
  registerProvider(priority: number, provider: object): void;
}

export class UserTaskEntries {
  static $inject = ['contextPad', 'palette', 'elementFactory', 'create', 'translate', 'injector'];

  private readonly autoPlace: AutoPlace | null;
  private readonly appendPreview: AppendPreview | null;

  constructor(
    contextPad: Registrar,
    palette: Registrar,
    private readonly elementFactory: ShapeFactory,
    private readonly create: Create,
    private readonly translate: Translate,
    injector: { get<T>(name: string, strict?: boolean): T | null },
  ) {
    this.autoPlace = injector.get<AutoPlace>('autoPlace', false);
    this.appendPreview = injector.get<AppendPreview>('appendPreview', false);
    // After bpmn-js's own providers (priority 1000 runs first; a lower one sees their entries).
    contextPad.registerProvider(500, this);
    palette.registerProvider(500, this);
  }

  private userTask(): Element {
    return this.elementFactory.createShape({ type: USER_TASK });
  }

  getContextPadEntries(): (entries: Entries) => Entries {
    return (entries) => {
      const entry = entries['append.append-task'];
      if (!entry) return entries;
      const start = (event: unknown, source: Element) => this.create.start(event, this.userTask(), { source });
      return {
        ...entries,
        'append.append-task': {
          ...entry,
          className: 'bpmn-icon-user-task',
          title: this.translate('Append user task'),
          action: {
            dragstart: start,
            click: this.autoPlace ? (_event: unknown, source: Element) => this.autoPlace!.append(source, this.userTask()) : start,
            ...(this.appendPreview
              ? {
                  hover: (_event: unknown, source: Element) => {
                    this.appendPreview!.create(source, USER_TASK);
                    return () => this.appendPreview!.cleanUp();
                  },
                }
              : {}),
          },
        },
      };
    };
  }

  getPaletteEntries(): (entries: Entries) => Entries {
    return (entries) => {
      const entry = entries['create.task'];
      if (!entry) return entries;
      const start = (event: unknown) => this.create.start(event, this.userTask());
      return {
        ...entries,
        'create.task': { ...entry, className: 'bpmn-icon-user-task', title: this.translate('Create user task'), action: { dragstart: start, click: start } },
      };
    };
  }
}

/** The bpmn-js module to add to the Modeler's `additionalModules`. */
export const userTaskEntriesModule = {
  __init__: ['zyUserTaskEntries'],
  zyUserTaskEntries: ['type', UserTaskEntries],
};
