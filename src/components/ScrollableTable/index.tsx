import React, {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';

/** True when the element's content is wider than its box, so it scrolls sideways. */
export function overflowsHorizontally(element: Pick<HTMLElement, 'scrollWidth' | 'clientWidth'>): boolean {
  return element.scrollWidth > element.clientWidth + 1;
}

/**
 * A Markdown table (Infima makes it a block that scrolls sideways when too wide). While it
 * overflows it joins the tab order, so a keyboard can focus it and scroll it with the arrow keys
 * (WCAG 2.1.1; axe's scrollable-region-focusable); a table that fits stays out of the tab order.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): ReactNode {
  const ref = useRef<HTMLTableElement>(null);
  const [scrollable, setScrollable] = useState(false);
  useEffect(() => {
    const table = ref.current;
    if (!table) return undefined;
    const update = () => setScrollable(overflowsHorizontally(table));
    update();
    const observer = new ResizeObserver(update);
    // The table's own box keeps its width when its content widens (a web font arriving, a cell's
    // content loading): its row groups' boxes follow the content.
    for (const part of [table, ...Array.from(table.children)]) observer.observe(part);
    return () => observer.disconnect();
  }, []);
  return <table ref={ref} {...props} tabIndex={scrollable ? 0 : undefined} />;
}
