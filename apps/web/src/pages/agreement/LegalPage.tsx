import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PublicShell } from '../../components/PublicShell.tsx';
import './legal.css';

interface Section {
  title: string;
  body: string[];
}

/** One of the two legal texts (legal.agreement / legal.privacy in i18n/areas/legal.ts), in the page language. */
export function LegalPage({ kind }: { kind: 'agreement' | 'privacy' }) {
  const { t } = useTranslation();
  const sections = t(`legal.${kind}.sections`, { returnObjects: true }) as unknown as Section[];
  const other = kind === 'agreement' ? 'privacy' : 'agreement';
  return (
    <PublicShell name={kind} wide>
      <article className="zy-legal" data-testid={`legal-${kind}`}>
        <h1>{t(`legal.${kind}.title`)}</h1>
        <p className="zy-legal__date">{t('legal.updated', { date: t('legal.date') })}</p>
        <p>{t(`legal.${kind}.intro`)}</p>
        {kind === 'privacy' && (
          <p className="zy-legal__guardian" data-testid="privacy-guardian">
            {t('legal.privacy.guardian')}
          </p>
        )}
        {Array.isArray(sections) &&
          sections.map((s) => (
            <section key={s.title}>
              <h2>{s.title}</h2>
              {s.body.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </section>
          ))}
        <p className="zy-legal__links">
          <Link to={`/${other}`}>{t(`legal.other.${kind}`)}</Link>
          <Link to="/index">{t('legal.back')}</Link>
        </p>
      </article>
    </PublicShell>
  );
}
