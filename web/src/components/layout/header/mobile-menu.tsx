import { ChevronDown, Phone, X } from 'lucide-react';
import { useRef, type ReactNode, type RefObject } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { telHref, useSiteConfig } from '../../../config/site-config-context';
import { INSIGHTS_MENU, SERVICE_MENU } from '../../../content/navigation';
import { useFocusTrap } from '../use-focus-trap';
import { useScrollLock } from '../use-scroll-lock';
import type { MobileSection } from './use-mobile-menu';

interface MobileMenuProps {
  id: string;
  open: boolean;
  expanded: MobileSection | null;
  onToggleSection: (section: MobileSection) => void;
  onClose: () => void;
  /** A link was chosen: the header closes the panel and marks the menu as clicked. */
  onNavigate: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
}

/** The slide-in Menu panel used at 768 px and below. */
export function MobileMenu({ id, open, expanded, onToggleSection, onClose, onNavigate, toggleRef }: MobileMenuProps) {
  const { SITE_PHONE } = useSiteConfig();
  const panelRef = useRef<HTMLDivElement>(null);
  useScrollLock(open);
  useFocusTrap(panelRef, open, { onEscape: onClose, returnFocusRef: toggleRef });

  const titleId = `${id}-title`;
  return (
    <div className={open ? 'mobile-menu mobile-menu--open' : 'mobile-menu'}>
      <div className="mobile-menu__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        id={id}
        ref={panelRef}
        className="mobile-menu__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        inert={!open}
      >
        <div className="mobile-menu__header">
          <h2 className="mobile-menu__title" id={titleId}>
            Menu
          </h2>
          <button type="button" className="mobile-menu__close" aria-label="Close menu" onClick={onClose}>
            <X size={24} aria-hidden="true" />
          </button>
        </div>
        <nav className="mobile-menu__nav" aria-label="Mobile">
          <ul className="mobile-menu__list">
            <li>
              <NavLink className="mobile-menu__link" to={paths.home()} end onClick={onNavigate}>
                Home
              </NavLink>
            </li>
            <MobileSectionItem
              id={`${id}-services`}
              label="Services"
              expanded={expanded === 'services'}
              onToggle={() => onToggleSection('services')}
            >
              <li>
                <Link className="mobile-menu__sublink mobile-menu__sublink--strong" to={paths.services()} onClick={onNavigate}>
                  All Services
                </Link>
              </li>
              {SERVICE_MENU.map((group) => (
                <li key={group.group}>
                  <Link className="mobile-menu__sublink" to={group.href} onClick={onNavigate}>
                    {group.label}
                  </Link>
                </li>
              ))}
            </MobileSectionItem>
            <li>
              <NavLink className="mobile-menu__link" to={paths.about()} onClick={onNavigate}>
                About
              </NavLink>
            </li>
            <MobileSectionItem
              id={`${id}-insights`}
              label="Insights"
              expanded={expanded === 'insights'}
              onToggle={() => onToggleSection('insights')}
            >
              {INSIGHTS_MENU.map((item) => (
                <li key={item.href}>
                  <Link className="mobile-menu__sublink" to={item.href} onClick={onNavigate}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </MobileSectionItem>
            <li>
              <NavLink className="mobile-menu__link" to={paths.contact()} onClick={onNavigate}>
                Contact Us
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className="mobile-menu__actions">
          <a className="mobile-menu__phone" href={telHref(SITE_PHONE)}>
            <Phone size={18} aria-hidden="true" />
            <span className="visually-hidden">Call us on </span>
            {SITE_PHONE}
          </a>
          <Link className="button button--primary mobile-menu__cta" to={paths.contact()} onClick={onNavigate}>
            Get In Touch
          </Link>
        </div>
      </div>
    </div>
  );
}

interface MobileSectionItemProps {
  id: string;
  label: string;
  expanded: boolean;
  onToggle: () => void;
  children: ReactNode;
}

function MobileSectionItem({ id, label, expanded, onToggle, children }: MobileSectionItemProps) {
  return (
    <li>
      <button type="button" className="mobile-menu__link mobile-menu__section-toggle" aria-expanded={expanded} aria-controls={id} onClick={onToggle}>
        {label}
        <ChevronDown className="mobile-menu__chevron" size={20} aria-hidden="true" />
      </button>
      <ul id={id} className="mobile-menu__sublist" hidden={!expanded}>
        {children}
      </ul>
    </li>
  );
}
