'use client';

import { useId, useState } from 'react';
import { useNarrowScreen } from '@/lib/ui/useNarrowScreen';

/** The landing editor's two panes, tabs on a phone. */
export type EditorTab = 'editor' | 'preview';

/** The ARIA of one pane: a tab panel on phones (only the chosen one shown), nothing on a wide screen. */
type PanelProps = { id: string; role: 'tabpanel'; 'aria-labelledby': string; hidden: boolean } | Record<string, never>;

/**
 * The fields and the preview side by side, or on a phone as two tabs: which is shown, the props of the tabs and
 * their panels, and `showEditor` for what must be seen in the fields (an invalid submit, the server's field errors).
 */
export function useEditorTabs() {
  const narrow = useNarrowScreen();
  const [tab, setTab] = useState<EditorTab>('editor');
  const tabsId = useId();
  const panelProps = (value: EditorTab): PanelProps =>
    narrow
      ? {
          id: `${tabsId}-panel-${value}`,
          role: 'tabpanel',
          'aria-labelledby': `${tabsId}-tab-${value}`,
          hidden: tab !== value,
        }
      : {};
  return { narrow, tab, setTab, tabsId, panelProps, showEditor: () => setTab('editor') };
}
