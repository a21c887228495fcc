import { useDevice } from '../../device.ts';
import { DesktopInformation } from './DesktopInformation.tsx';
import { MobileInformation } from './MobileInformation.tsx';
import './information.css';

/** Route `information` (高考资讯): the articles by category and province, searchable. */
export default function InformationPage() {
  return useDevice() === 'mobile' ? <MobileInformation /> : <DesktopInformation />;
}
