/**
 * The admin pages with a form tab and a list tab (events, menus, newsletters, documents): after
 * a create, the list opens with the new item marked and a clean form waits for the next one
 * (docs/adr/005-results-in-view.md). The page spreads `tabs` into <Tabs> and wraps them in
 * <JustAddedProvider value={result.mark}>.
 */
import { useState } from 'react';
import { useResult } from './result-line';

export function useCreateThenList(formTab: string, listTab: string) {
  const result = useResult();
  const [tab, setTab] = useState(formTab);
  // A new key after each create starts a clean form (a file input cannot be reset otherwise).
  const [formKey, setFormKey] = useState(0);
  return {
    result,
    formKey,
    tabs: { selected: tab, onSelect: setTab },
    created(message: string, itemKey: string | number) {
      result.show(message, { mark: { itemKey } });
      setFormKey((key) => key + 1);
      setTab(listTab);
    },
  };
}
