import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { type CSSProperties, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Toaster as Sonner } from 'sonner';

/**
 * Spec §9: one toast visible at a time, 5 s each, at most 420 px wide, and F8 moves focus to
 * the notification area so keyboard users can reach a message before it disappears.
 */
/** `onMounted` runs after sonner's own subscription (child effects run first), so no toast is missed. */
export function Toaster({ onMounted }: { onMounted?: () => void }) {
  const { t } = useTranslation();
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <Sonner
      // Bottom right: a toast never covers the header with the person's name and sign-out.
      position="bottom-right"
      visibleToasts={1}
      duration={5000}
      hotkey={['F8']}
      closeButton
      containerAriaLabel={t('toasts.regionLabel')}
      swipeDirections={['right']}
      // Sonner's own width variable; on phones it switches to full width by itself.
      style={{ '--width': '420px' } as CSSProperties}
      // Colour backs up the text, never replaces it: every toast has a title.
      icons={{
        success: <CircleCheck aria-hidden="true" className="size-5 text-primary" />,
        error: <CircleAlert aria-hidden="true" className="size-5 text-destructive" />,
        warning: <TriangleAlert aria-hidden="true" className="size-5 text-destructive" />,
        info: <Info aria-hidden="true" className="size-5 text-navy" />,
      }}
      toastOptions={{
        closeButtonAriaLabel: t('toasts.close'),
        style: { maxWidth: '420px' },
        classNames: {
          toast: 'border-border text-foreground font-sans',
          title: 'text-sm font-semibold text-navy',
          description: 'text-sm text-muted-foreground',
        },
      }}
    />
  );
}
