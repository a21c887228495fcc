import { lazy, Suspense, useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { Button, Drawer, Input, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '../../chunk.ts';

// The results (paging, highlights, the sanitizer) load with the first search, not with every page's header.
const SiteSearchResults = lazy(() => loadChunk(() => import('./SiteSearchResults.tsx')).then((m) => ({ default: m.SiteSearchResults })));

/**
 * The desktop header's site search: a search button that opens a side panel with the search box
 * and the results across every kind; following a hit closes the panel.
 */
export function SiteSearchButton({ defaultOpen = false }: { defaultOpen?: boolean } = {}) {
  const { t } = useTranslation();
  // open at once when its plain stand-in on the desktop index was clicked before antd came (layouts/lazyAntd.tsx)
  const [open, setOpen] = useState(defaultOpen);
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  return (
    <>
      <Button
        type="text"
        shape="circle"
        icon={<SearchOutlined />}
        onClick={() => setOpen(true)}
        aria-label={t('content.search.title')}
        title={t('content.search.title')}
        data-testid="site-search-open"
      />
      <Drawer open={open} onClose={() => setOpen(false)} title={t('content.search.title')} width={640}>
        <div data-testid="site-search-panel">
          <Input.Search
            autoFocus
            size="large"
            allowClear
            value={text}
            onChange={(e) => setText(e.target.value)}
            onSearch={(value) => setQ(value.trim())}
            placeholder={t('content.search.placeholder')}
            enterButton={t('content.search.button')}
            maxLength={50}
            data-testid="site-search-input"
          />
          <div style={{ marginTop: 12 }}>
            <Suspense fallback={<Skeleton active />}>
              <SiteSearchResults q={q} onOpen={() => setOpen(false)} />
            </Suspense>
          </div>
        </div>
      </Drawer>
    </>
  );
}
