import { splitByKeyword } from './logic.ts';

/** Text with the searched word marked (React nodes, no HTML). */
export function Marked({ text, keyword }: { text: string; keyword: string }) {
  return <>{splitByKeyword(text, keyword).map((part, i) => (part.hit ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>))}</>;
}
