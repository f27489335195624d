import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useRouter } from '@tanstack/react-router';

/**
 * A real link to an app path that is not a route yet (later issues add them): typed router links
 * only accept known routes, and a plain `<a>` would reload the whole app. Modified clicks (new
 * tab, …) keep the browser's behaviour.
 */
export function AppLink({
  href,
  onClick,
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const router = useRouter();
  function handle(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.history.push(href);
  }
  return (
    <a href={href} onClick={handle} {...rest}>
      {children}
    </a>
  );
}
