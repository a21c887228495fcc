import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Result, Spin } from 'antd';
import { MobileOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { cancelQr, checkQr, confirmQr, getLoginQr, scanQr, type QrStatus } from '../../api/accounts.ts';
import type { LoginQrCode } from '@zhiyuan/shared';
import { errorMessage } from '../../api/http.ts';
import { finishLogin } from '../../components/auth/finishLogin.ts';
import { PublicShell } from '../../components/PublicShell.tsx';
import { useLoginStore } from '../../stores/login.ts';
import { STORAGE, readText } from '../../stores/storage.ts';
import '../../components/auth/accounts.css';

const POLL_MS = 2000;

/** Desktop: shows the QR code and polls until the phone confirms, then logs in. */
function DesktopQr() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [qr, setQr] = useState<LoginQrCode | null>(null);
  const [status, setStatus] = useState<QrStatus>('waiting');
  const [error, setError] = useState<string | null>(null);
  const generation = useRef(0);

  const open = useCallback(async () => {
    const mine = ++generation.current;
    setError(null);
    setStatus('waiting');
    try {
      const answer = await getLoginQr();
      if (mine !== generation.current) return;
      if (answer.success) setQr(answer.result);
      else setError(answer.message);
    } catch (err) {
      setError(errorMessage(err, t('http.unknown')));
    }
  }, [t]);

  useEffect(() => {
    // The counter itself, not its value now: leaving drops whatever answer is still on its way.
    const counter = generation;
    void open();
    return () => {
      counter.current++;
    };
  }, [open]);

  useEffect(() => {
    if (!qr || status === 'expired' || status === 'cancelled' || status === 'confirmed') return undefined;
    const mine = generation.current;
    const deadline = setTimeout(() => setStatus('expired'), qr.expiresIn * 1000);
    const timer = setInterval(async () => {
      try {
        const answer = await checkQr(qr.id, qr.key);
        if (mine !== generation.current || !answer.success) return;
        const next = answer.result.status;
        setStatus(next);
        if (next === 'confirmed' && answer.result.accessToken) {
          generation.current++;
          const wanted = await finishLogin(answer.result.accessToken);
          navigate(wanted ?? readText(STORAGE.lastPath) ?? '/index', { replace: true });
        }
      } catch {
        // a missed poll is retried on the next tick
      }
    }, POLL_MS);
    return () => {
      clearInterval(timer);
      clearTimeout(deadline);
    };
  }, [qr, status === 'waiting' || status === 'scanned']); // eslint-disable-line react-hooks/exhaustive-deps

  const dead = status === 'expired' || status === 'cancelled';
  return (
    <div className="zy-qr" data-testid="qr-desktop">
      <h1>{t('accounts.qr.title')}</h1>
      <p className="zy-qr__desc">{t('accounts.qr.desc')}</p>
      <div className="zy-qr__box">
        {qr ? <img src={qr.image} alt={t('accounts.qr.title')} data-testid="qr-image" data-qr-url={qr.url} /> : <Spin />}
        {(dead || status === 'scanned' || error) && (
          <div className="zy-qr__mask">
            {status === 'scanned' && !dead ? <MobileOutlined style={{ fontSize: 32, color: '#52c41a' }} /> : null}
            <span>{error ?? t(`accounts.qr.${status}`)}</span>
            {(dead || error) && (
              <Button type="primary" icon={<ReloadOutlined />} onClick={() => void open()} data-testid="qr-refresh">
                {t('accounts.qr.refresh')}
              </Button>
            )}
          </div>
        )}
      </div>
      <div className="zy-qr__status" data-testid="qr-status" data-status={status}>
        {t(`accounts.qr.${status}`)}
      </div>
      <Button type="link" onClick={() => navigate('/login')}>
        {t('accounts.qr.usePassword')}
      </Button>
    </div>
  );
}

/** Phone (opened from the QR code's link): a logged-in user confirms the desktop login. */
function PhoneConfirm({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const isLogin = useLoginStore((s) => s.isLogin);
  const user = useLoginStore((s) => s.userInfo);
  const openLogin = useLoginStore((s) => s.openLogin);
  const [device, setDevice] = useState<string | null>(null);
  const [state, setState] = useState<'scanning' | 'ready' | 'done' | 'cancelled' | 'failed'>('scanning');
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const scanned = useRef(false);

  useEffect(() => {
    if (!isLogin || scanned.current) return;
    scanned.current = true;
    void (async () => {
      try {
        const answer = await scanQr(id);
        if (answer.success) {
          setDevice(answer.result.device);
          setState('ready');
        } else {
          setMessage(answer.message);
          setState('failed');
        }
      } catch (err) {
        setMessage(errorMessage(err, t('http.unknown')));
        setState('failed');
      }
    })();
  }, [isLogin, id, t]);

  const act = async (confirm: boolean) => {
    setBusy(true);
    try {
      const answer = confirm ? await confirmQr(id) : await cancelQr(id);
      if (answer.success) setState(confirm ? 'done' : 'cancelled');
      else {
        setMessage(answer.message);
        setState('failed');
      }
    } finally {
      setBusy(false);
    }
  };

  if (!isLogin) {
    return (
      <Result
        icon={<MobileOutlined className="zy-public__icon" />}
        title={t('accounts.qr.phoneTitle')}
        subTitle={t('accounts.qr.phoneNeedLogin')}
        extra={
          <Button
            type="primary"
            onClick={() => {
              openLogin(location.pathname + location.search);
              navigate('/login');
            }}
            data-testid="qr-phone-login"
          >
            {t('accounts.qr.phoneLogin')}
          </Button>
        }
      />
    );
  }
  if (state === 'scanning') return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (state !== 'ready') {
    const ok = state === 'done';
    return (
      <div data-testid={`qr-phone-${state}`}>
        <Result
          status={ok ? 'success' : state === 'cancelled' ? 'info' : 'warning'}
          title={ok ? t('accounts.qr.phoneDone') : state === 'cancelled' ? t('accounts.qr.phoneCancelled') : (message ?? t('accounts.qr.phoneFailed'))}
          extra={<Button onClick={() => navigate('/index')}>{t('accounts.qr.back')}</Button>}
        />
      </div>
    );
  }
  return (
    <div className="zy-qr" data-testid="qr-phone">
      <MobileOutlined style={{ fontSize: 44, color: 'var(--zy-primary, #1677ff)', marginBottom: 12 }} />
      <h1>{t('accounts.qr.phoneTitle')}</h1>
      <p className="zy-qr__desc">{t('accounts.qr.phoneDesc', { name: user?.nickname || user?.username || '' })}</p>
      {device && (
        <p className="zy-qr__desc" style={{ fontSize: 12, wordBreak: 'break-all' }}>
          {t('accounts.qr.phoneDevice', { device: device.slice(0, 80) })}
        </p>
      )}
      <div className="zy-qr__actions">
        <Button type="primary" size="large" block loading={busy} onClick={() => void act(true)} data-testid="qr-confirm">
          {t('accounts.qr.confirm')}
        </Button>
        <Button size="large" block disabled={busy} onClick={() => void act(false)}>
          {t('accounts.qr.cancel')}
        </Button>
      </div>
    </div>
  );
}

/** /login-qr: the desktop's QR login, or with ?scan=<id> the phone's confirmation. */
export default function LoginQrPage() {
  const [params] = useSearchParams();
  const scan = params.get('scan');
  return <PublicShell name="login-qr">{scan ? <PhoneConfirm id={scan} /> : <DesktopQr />}</PublicShell>;
}
