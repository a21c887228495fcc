import { SavedList } from './SavedList.tsx';

/** Personal centre 关注院校: saved schools with links to their detail and remove. */
export default function SchoolSection() {
  return <SavedList kind="school" />;
}
