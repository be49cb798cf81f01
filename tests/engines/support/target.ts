/**
 * How a flow names what it touches, the way a person sees it (a label, a button's name, a piece
 * of text), and the one in-page function that finds it. The function runs inside the page in
 * every engine (serialized, so it closes over nothing), which keeps both drivers identical.
 */
export type Target =
  /** A form control by its label (or aria-label), exactly. */
  | { label: string }
  /** A button, link, heading… by its accessible name: containing a string, or matching a pattern. */
  | {
      role: 'button' | 'link' | 'heading' | 'status' | 'alert' | 'listitem';
      name: string | RegExp;
    }
  /** The innermost visible element whose text contains this (or matches the pattern). */
  | { text: string | RegExp };

/** A target as it crosses into the page: patterns as source and flags. */
export type WireTarget =
  | { label: string }
  | { role: string; name: { exact?: string; source?: string; flags?: string } }
  | { text: { contains?: string; source?: string; flags?: string } };

const wireText = (value: string | RegExp, key: 'exact' | 'contains') =>
  typeof value === 'string' ? { [key]: value } : { source: value.source, flags: value.flags };

export function toWire(target: Target): WireTarget {
  if ('label' in target) return target;
  if ('role' in target) return { role: target.role, name: wireText(target.name, 'contains') };
  return { text: wireText(target.text, 'contains') };
}

export function describeTarget(target: Target): string {
  if ('label' in target) return `the field labelled "${target.label}"`;
  if ('role' in target) return `the ${target.role} "${String(target.name)}"`;
  return `the text "${String(target.text)}"`;
}

/** Runs in the page: the first visible element `target` names, or null. */
export function findInPage(target: WireTarget): Element | null {
  const norm = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const matches = (
    text: string,
    want: { exact?: string; contains?: string; source?: string; flags?: string },
  ) => {
    if (want.exact !== undefined) return norm(text) === want.exact;
    if (want.contains !== undefined) return norm(text).includes(want.contains);
    return new RegExp(want.source ?? '', want.flags).test(norm(text));
  };
  const nameOf = (element: Element) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) {
      return labelledBy
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    }
    return element.getAttribute('aria-label') ?? element.textContent ?? '';
  };
  const all = (selector: string) => [...document.querySelectorAll(selector)].filter(visible);

  if ('label' in target) {
    const controls = all('input, select, textarea');
    return (
      controls.find((control) =>
        [...((control as HTMLInputElement).labels ?? [])].some(
          (label) => norm(label.textContent) === target.label,
        ),
      ) ??
      controls.find((control) => norm(control.getAttribute('aria-label')) === target.label) ??
      null
    );
  }
  if ('role' in target) {
    const selectors: Record<string, string> = {
      button: 'button, [role="button"], input[type="submit"]',
      link: 'a[href], [role="link"]',
      heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
      status: '[role="status"], output',
      alert: '[role="alert"]',
      listitem: 'li, [role="listitem"]',
    };
    return (
      all(selectors[target.role] ?? `[role="${target.role}"]`).find((element) =>
        matches(nameOf(element), target.name),
      ) ?? null
    );
  }
  const found = all('body *').filter(
    (element) =>
      !['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(element.tagName) &&
      matches(element.textContent ?? '', target.text),
  );
  // The innermost: no other match inside it.
  return (
    found.find((element) => !found.some((other) => other !== element && element.contains(other))) ??
    null
  );
}
