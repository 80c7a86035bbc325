import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabChoice {
  id: string;
  label: ReactNode;
}

interface StaffTabListProps {
  tabs: TabChoice[];
  selected: string;
  onSelect: (id: string) => void;
  /** The id of the panel every tab controls. */
  panelId: string;
  label: string;
}

const tabId = (id: string) => `cms-tab-${id}`;

/**
 * The ARIA tabs pattern (issue 27): one Tab stop (the selected tab), the arrow keys move to the next or
 * previous tab and open it, Home and End to the first and last.
 */
export function StaffTabList({ tabs, selected, onSelect, panelId, label }: StaffTabListProps) {
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length];
    onSelect(target.id);
    list.current?.querySelector<HTMLElement>(`#${tabId(target.id)}`)?.focus();
  };
  return (
    <div ref={list} className="cms__tabs" role="tablist" aria-label={label} onKeyDown={move}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          id={tabId(tab.id)}
          aria-controls={panelId}
          aria-selected={tab.id === selected}
          tabIndex={tab.id === selected ? 0 : -1}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
