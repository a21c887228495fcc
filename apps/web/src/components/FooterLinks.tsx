import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The index's 联系我们 card: the footer's 联系我们 opens the index and brings the card into view. */
const CONTACTS_TEST_ID = 'index-contacts';

/** Scrolls to an element once the next page has rendered it (gives up after about 5 s). */
function scrollWhenShown(testId: string) {
  let frames = 0;
  const look = () => {
    const el = document.querySelector(`[data-testid="${testId}"]`);
    if (el) el.scrollIntoView({ behavior: 'smooth', block: 'start' });
    else if ((frames += 1) < 300) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/**
 * 联系我们 / 隐私政策 / 用户协议 as links to the pages that exist (issue 30: they were plain text).
 * Used by the desktop footer and the footer of the public pages.
 */
export function FooterLinks({ contact = true }: { contact?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {contact && (
        <Link to="/index" onClick={() => scrollWhenShown(CONTACTS_TEST_ID)} data-testid="footer-contact">
          {t('footer.contact')}
        </Link>
      )}
      <Link to="/privacy" data-testid="footer-privacy">
        {t('footer.privacy')}
      </Link>
      <Link to="/agreement" data-testid="footer-terms">
        {t('footer.terms')}
      </Link>
    </>
  );
}
