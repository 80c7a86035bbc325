import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { SERVICE_MENU } from '../../../content/navigation';

interface MegaMenuProps {
  id: string;
  open: boolean;
  onNavigate: () => void;
}

/** The Services panel: the eight service groups, each with its sub-pages. */
export function MegaMenu({ id, open, onNavigate }: MegaMenuProps) {
  return (
    <div id={id} className="mega-menu" hidden={!open}>
      <div className="mega-menu__inner">
        <ul className="mega-menu__groups">
          {SERVICE_MENU.map((group) => (
            <li key={group.group} className="mega-menu__group">
              <Link className="mega-menu__group-link" to={group.href} onClick={onNavigate}>
                {group.label}
              </Link>
              <ul className="mega-menu__pages">
                {group.pages.map((page) => (
                  <li key={page.href}>
                    <Link className="mega-menu__page-link" to={page.href} onClick={onNavigate}>
                      {page.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <div className="mega-menu__footer">
          <p className="mega-menu__note">Microsoft cloud, security and managed IT for Australian organisations of every size.</p>
          <Link className="mega-menu__all" to={paths.services()} onClick={onNavigate}>
            View all services
            <ArrowRight size={16} aria-hidden="true" />
          </Link>
        </div>
      </div>
    </div>
  );
}
