import { SavedList } from './SavedList.tsx';

/** Personal centre 关注专业: saved majors with links to their detail and remove. */
export default function MajorSection() {
  return <SavedList kind="major" />;
}
