import { useDevice } from '../../device.ts';
import '../../components/majors/majors.css';
import { DesktopLibrary } from './DesktopLibrary.tsx';
import { MobileLibrary } from './MobileLibrary.tsx';

/** Route `majorLibrary` (专业库): the three catalogs as 门类 → 专业类 → majors, with search. */
export default function MajorLibraryPage() {
  return useDevice() === 'mobile' ? <MobileLibrary /> : <DesktopLibrary />;
}
