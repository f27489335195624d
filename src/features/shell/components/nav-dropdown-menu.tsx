import * as Menu from '@radix-ui/react-dropdown-menu';
import { Link } from '@tanstack/react-router';
import { useDir } from '../../../ui/use-dir';
import type { NavDropdownProps, NavMenuEntry } from './nav-dropdown';
import * as css from './navbar.css';

export default function NavDropdownMenu(props: NavDropdownProps & { defaultOpen: boolean }) {
  const dir = useDir();
  return (
    <Menu.Root dir={dir} defaultOpen={props.defaultOpen} modal={false}>
      <Menu.Trigger className={css.navLink} aria-label={props.ariaLabel}>
        {props.label}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className={css.dropdown} align={props.align ?? 'start'} sideOffset={4}>
          <Entries entries={props.entries} />
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

function Entries({ entries }: { entries: NavMenuEntry[] }) {
  return entries.map((entry) => {
    if (entry.children?.length) {
      return (
        <Menu.Sub key={entry.key}>
          <Menu.SubTrigger className={css.dropdownItem}>
            {entry.label}
            <span aria-hidden="true" className={css.subArrow}>
              ›
            </span>
          </Menu.SubTrigger>
          <Menu.Portal>
            <Menu.SubContent className={css.dropdown} sideOffset={2}>
              <Entries entries={entry.children} />
            </Menu.SubContent>
          </Menu.Portal>
        </Menu.Sub>
      );
    }
    const common = { className: css.dropdownItem, disabled: entry.disabled, lang: entry.lang };
    if (entry.to) {
      return (
        <Menu.Item key={entry.key} {...common} asChild>
          <Link to={entry.to}>{entry.label}</Link>
        </Menu.Item>
      );
    }
    if (entry.href) {
      return (
        <Menu.Item key={entry.key} {...common} asChild>
          <a href={entry.href}>{entry.label}</a>
        </Menu.Item>
      );
    }
    return (
      <Menu.Item key={entry.key} {...common} onSelect={entry.onSelect}>
        {entry.label}
      </Menu.Item>
    );
  });
}
