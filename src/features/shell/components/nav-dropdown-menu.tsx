import { useId } from 'react';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { Link } from '@tanstack/react-router';
import { phone } from '../../../ui/breakpoints';
import { useDir } from '../../../ui/use-dir';
import { useMediaQuery } from '../../../ui/use-media-query';
import type { NavDropdownProps, NavMenuEntry } from './nav-dropdown';
import * as css from './navbar.css';
import * as fit from './nav-dropdown-menu.css';

export default function NavDropdownMenu(props: NavDropdownProps & { defaultOpen: boolean }) {
  const dir = useDir();
  // A submenu opens beside its menu, never over it (Radix moves it only along that side): on a
  // narrow screen neither side has room for both, so submenus are shown in place.
  const inPlace = useMediaQuery(phone);
  return (
    <Menu.Root dir={dir} defaultOpen={props.defaultOpen} modal={false}>
      <Menu.Trigger className={css.navLink} aria-label={props.ariaLabel}>
        {props.label}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          className={`${css.dropdown} ${fit.fits}`}
          align={props.align ?? 'start'}
          sideOffset={4}
          collisionPadding={fit.EDGE_GAP}
        >
          <Entries entries={props.entries} inPlace={inPlace} />
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

function Entries({ entries, inPlace }: { entries: NavMenuEntry[]; inPlace: boolean }) {
  return entries.map((entry) => {
    if (entry.children?.length) {
      if (inPlace) return <InPlaceGroup key={entry.key} entry={entry} />;
      return (
        <Menu.Sub key={entry.key}>
          <Menu.SubTrigger className={css.dropdownItem}>
            {entry.label}
            <span aria-hidden="true" className={css.subArrow}>
              ›
            </span>
          </Menu.SubTrigger>
          <Menu.Portal>
            <Menu.SubContent
              className={`${css.dropdown} ${fit.fits}`}
              sideOffset={2}
              collisionPadding={fit.EDGE_GAP}
            >
              <Entries entries={entry.children} inPlace={false} />
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

/** A submenu's entries inside its parent menu, as a group named by the submenu's title. */
function InPlaceGroup({ entry }: { entry: NavMenuEntry }) {
  const id = useId();
  return (
    <Menu.Group aria-labelledby={id} className={fit.group}>
      <Menu.Label id={id} className={fit.groupLabel}>
        {entry.label}
      </Menu.Label>
      <Entries entries={entry.children ?? []} inPlace />
    </Menu.Group>
  );
}
