import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

/** Why a desktop dropdown is open: a resting pointer, or the disclosure button (click or keyboard). */
type OpenReason = 'hover' | 'toggle' | null;

/**
 * A desktop navigation dropdown: opens on hover and on its disclosure button; closes when the pointer
 * leaves, focus leaves, on a press outside, and on Escape (focus then returns to the button).
 */
export function useDropdown(suppressHover: boolean) {
  const [reason, setReason] = useState<OpenReason>(null);
  const containerRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const open = reason !== null;

  const close = useCallback(() => setReason(null), []);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setReason(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const containerProps = {
    ref: containerRef,
    onMouseEnter: () => {
      if (!suppressHover) setReason((current) => current ?? 'hover');
    },
    onMouseLeave: close,
    onBlur: (event: FocusEvent<HTMLLIElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget)) close();
    },
    onKeyDown: (event: KeyboardEvent<HTMLLIElement>) => {
      if (event.key !== 'Escape' || !open) return;
      event.stopPropagation();
      close();
      buttonRef.current?.focus();
    },
  };

  const buttonProps = {
    ref: buttonRef,
    'aria-expanded': open,
    // A click on a menu the pointer has already opened keeps it open rather than closing it under the pointer.
    onClick: () => setReason((current) => (current === 'toggle' ? null : 'toggle')),
  };

  return { open, close, containerProps, buttonProps };
}
