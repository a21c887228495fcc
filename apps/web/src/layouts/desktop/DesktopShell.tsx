import { useEffect } from 'react';
import { Root } from '../../components/Root.tsx';
import { setFeedback } from '../../feedback.ts';
import { AntdFeedbackBridge, isAntdLoaded, queueingFeedback, requestAntdOnIntent } from '../lazyAntd.tsx';

/**
 * The top route on a desktop. antd is not part of it (issue 30 item 9): every page but the
 * index is rendered inside AntdScope by the router (router.tsx), the header's and the index
 * hero's antd controls once antd is loaded (useAntdReady); antd is fetched on the visitor's first input or with
 * the first page that needs it. Until then the http client's messages wait for it.
 */
export default function DesktopShell() {
  useEffect(() => {
    // (FeedbackBridge, a child, has set antd's already when antd came with the first page)
    if (!isAntdLoaded()) setFeedback(queueingFeedback);
    return requestAntdOnIntent();
  }, []);
  return (
    <>
      <AntdFeedbackBridge />
      <Root />
    </>
  );
}
