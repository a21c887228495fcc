import { useDevice } from '../../device.ts';
import '../../components/schools/schools.css';
import { DesktopSchoolList } from './DesktopSchoolList.tsx';
import { MobileSchoolList } from './MobileSchoolList.tsx';

/** Route `afterAssessed` (院校库 / school interpretation): search the institutions with filters. */
export default function AfterAssessedPage() {
  return useDevice() === 'mobile' ? <MobileSchoolList /> : <DesktopSchoolList />;
}
