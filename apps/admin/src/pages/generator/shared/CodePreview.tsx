import { Highlight, themes } from 'prism-react-renderer';

/**
 * One generated file with syntax highlighting (prism-react-renderer). Loaded lazily by the generator
 * pages, so the highlighter reaches the browser only when there is code to show.
 */
export default function CodePreview({ code, language }: { code: string; language: string }) {
  return (
    <Highlight theme={themes.github} code={code} language={language}>
      {({ className, style, tokens, getLineProps, getTokenProps }) => (
        <pre className={className} style={{ ...style, margin: 0, padding: 16, maxHeight: 640, overflow: 'auto', fontSize: 12, lineHeight: 1.6 }}>
          {tokens.map((line, i) => (
            <div key={i} {...getLineProps({ line })}>
              <span style={{ display: 'inline-block', width: 40, opacity: 0.4, userSelect: 'none' }}>{i + 1}</span>
              {line.map((token, k) => (
                <span key={k} {...getTokenProps({ token })} />
              ))}
            </div>
          ))}
        </pre>
      )}
    </Highlight>
  );
}
