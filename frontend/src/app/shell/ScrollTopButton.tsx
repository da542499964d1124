import { Button, Tooltip } from '@fluentui/react-components';
import { ArrowUpRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScrollTopButtonStyles } from '@/app/shell/ScrollTopButton.styles';
import { scrollToTop } from '@/components/scroll/scrollToAnchor';

/** Spec section 2/9: appears after more than 20 px of scroll. */
export const SCROLL_TOP_THRESHOLD_PX = 20;

export function ScrollTopButton() {
  const styles = useScrollTopButtonStyles();
  const { t } = useTranslation('common');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD_PX);
    // A page opened scrolled down (reload, back): checked in the next frame, not here, where
    // reading the scroll position would force a layout of the whole page into the app's start.
    const frame = requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, []);

  if (!visible) return null;
  return (
    <Tooltip content={t('scrollTop')} relationship="label">
      <Button
        className={styles.button}
        shape="circular"
        size="large"
        appearance="primary"
        icon={<ArrowUpRegular />}
        data-testid="scroll-top"
        // Same animation as the anchors (spec section 9); focus goes back to the page's start.
        onClick={() => scrollToTop('main')}
      />
    </Tooltip>
  );
}
