import {
  type ComponentType,
  cloneElement,
  type ReactElement,
  type Ref,
  useEffect,
  useRef,
  useState,
} from 'react';

/** What a dropdown built on Radix receives from DeferredDropdown. */
export type DropdownProps = { trigger: ReactElement; defaultOpen: boolean };

type TriggerProps = {
  onClick?: () => void;
  onPointerEnter?: () => void;
  onPointerDown?: () => void;
  onFocus?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
  ref?: Ref<HTMLElement>;
};

/**
 * A header menu whose Radix code loads only when someone reaches for it (hover, focus or
 * click), keeping Radix and floating-ui off the public pages' first load (issue 4 item 7). Until
 * then the trigger is the same button without its menu; a click before the code has arrived
 * opens the menu as soon as it has.
 *
 * Radix opens its menu on pointerdown, not click. If the code arrived between the pointer going
 * down on the placeholder and the click, swapping in the menu then would swallow that click (the
 * Radix trigger never saw the pointerdown), so a menu that arrives mid-press waits for the click.
 */
export function DeferredDropdown<P extends object>({
  load,
  trigger,
  menuProps,
}: {
  load: () => Promise<ComponentType<P & DropdownProps>>;
  trigger: ReactElement<TriggerProps>;
  menuProps: P;
}) {
  const [Menu, setMenu] = useState<ComponentType<P & DropdownProps> | null>(null);
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const loading = useRef(false);
  const pressed = useRef(false);
  const arrived = useRef<ComponentType<P & DropdownProps> | null>(null);
  // Swapping the placeholder for the menu's trigger replaces the button element; if it had the
  // keyboard focus, the focus would fall back to the page. The new trigger takes it over.
  const placeholder = useRef<HTMLElement | null>(null);
  const menuTrigger = useRef<HTMLElement | null>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (Menu && refocus.current) {
      refocus.current = false;
      menuTrigger.current?.focus();
    }
  }, [Menu]);
  const swapIn = (component: ComponentType<P & DropdownProps>) => {
    refocus.current = placeholder.current !== null && placeholder.current === document.activeElement;
    setMenu(() => component);
  };

  function prefetch() {
    if (loading.current) return;
    loading.current = true;
    void load().then((component) => {
      arrived.current = component;
      if (!pressed.current) swapIn(component);
    });
  }

  if (Menu) {
    return (
      <Menu {...menuProps} trigger={cloneElement(trigger, { ref: menuTrigger })} defaultOpen={openOnLoad} />
    );
  }
  return cloneElement(trigger, {
    ref: placeholder,
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onPointerDown: () => {
      pressed.current = true;
      prefetch();
    },
    onClick: () => {
      pressed.current = false;
      setOpenOnLoad(true);
      const component = arrived.current;
      if (component) swapIn(component);
      else prefetch();
    },
  });
}
