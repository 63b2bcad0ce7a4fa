import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import '../theme/styled';

export interface TabItem {
  id: string;
  label: ReactNode;
  content?: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: readonly TabItem[];
  /** Controlled selection. */
  selectedId?: string;
  defaultSelectedId?: string;
  onChange?: (id: string) => void;
  /** Accessible name of the tab list. */
  label: string;
}

const List = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Tab = styled.button`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  min-height: 44px;
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.typography.weights.medium};
  white-space: nowrap;
  cursor: pointer;
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.colors.text};
    border-bottom-color: ${({ theme }) => theme.colors.primary};
  }
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.text};
  }
  &:disabled {
    color: ${({ theme }) => theme.colors.onDisabled};
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -3px;
  }
`;

const Panel = styled.div`
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

function isRtl(element: HTMLElement | null): boolean {
  return !!element && getComputedStyle(element).direction === 'rtl';
}

/** ARIA tabs: arrow keys (mirrored in rtl), Home and End move and select; one tab stop. */
export function Tabs({ tabs, selectedId, defaultSelectedId, onChange, label }: TabsProps) {
  const baseId = useId().replace(/:/g, '');
  const [internal, setInternal] = useState(defaultSelectedId ?? tabs.find((t) => !t.disabled)?.id);
  const current = selectedId ?? internal;
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const listRef = useRef<HTMLDivElement>(null);

  const select = (id: string) => {
    if (selectedId === undefined) setInternal(id);
    onChange?.(id);
    refs.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = tabs.filter((t) => !t.disabled);
    const index = enabled.findIndex((t) => t.id === current);
    if (enabled.length === 0) return;
    const rtl = isRtl(listRef.current);
    let target: TabItem | undefined;
    switch (event.key) {
      case 'ArrowRight':
        target = enabled[(index + (rtl ? -1 : 1) + enabled.length) % enabled.length];
        break;
      case 'ArrowLeft':
        target = enabled[(index + (rtl ? 1 : -1) + enabled.length) % enabled.length];
        break;
      case 'Home':
        target = enabled[0];
        break;
      case 'End':
        target = enabled[enabled.length - 1];
        break;
      default:
        return;
    }
    event.preventDefault();
    if (target) select(target.id);
  };

  const selectedTab = tabs.find((t) => t.id === current);
  return (
    <div>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown} ref={listRef}>
        {tabs.map((tab) => {
          const selected = tab.id === current;
          return (
            <Tab
              key={tab.id}
              ref={(el) => {
                if (el) refs.current.set(tab.id, el);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${tab.id}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={selected ? 0 : -1}
              disabled={tab.disabled}
              onClick={() => select(tab.id)}
            >
              {tab.label}
            </Tab>
          );
        })}
      </List>
      {selectedTab ? (
        <Panel role="tabpanel" id={`${baseId}-panel-${selectedTab.id}`} aria-labelledby={`${baseId}-tab-${selectedTab.id}`} tabIndex={0}>
          {selectedTab.content}
        </Panel>
      ) : null}
    </div>
  );
}
