import { ChevronDown, Menu, Phone } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { telHref, useSiteConfig } from '../../../config/site-config-context';
import { Logo } from '../logo';
import { InsightsMenu } from './insights-menu';
import { MegaMenu } from './mega-menu';
import { MobileMenu } from './mobile-menu';
import { useDropdown } from './use-dropdown';
import { useMenuClicked } from './use-menu-clicked';
import { useMobileMenu } from './use-mobile-menu';
import { useScrolled } from './use-scrolled';

const SERVICES_MENU_ID = 'services-menu';
const INSIGHTS_MENU_ID = 'insights-menu';
const MOBILE_MENU_ID = 'mobile-menu';

/** The site bar: logo, main navigation with the Services and Insights menus, phone, Get In Touch, and the mobile Menu. */
export function Header() {
  const { SITE_PHONE } = useSiteConfig();
  const scrolled = useScrolled();
  const [menuClicked, markMenuClicked] = useMenuClicked();
  const services = useDropdown(menuClicked);
  const insights = useDropdown(menuClicked);
  const mobile = useMobileMenu();
  const menuToggleRef = useRef<HTMLButtonElement>(null);

  // Any route change closes every menu (adjusting state while rendering, as React recommends over an effect).
  const { pathname } = useLocation();
  const [menusPath, setMenusPath] = useState(pathname);
  if (pathname !== menusPath) {
    setMenusPath(pathname);
    services.close();
    insights.close();
    mobile.close();
  }

  const onNavigate = () => {
    services.close();
    insights.close();
    mobile.close();
    markMenuClicked();
  };

  const className = ['site-header', scrolled && 'site-header--scrolled', mobile.open && 'site-header--menu-open'].filter(Boolean).join(' ');
  return (
    <header className={className} data-menu-clicked={menuClicked ? 'true' : undefined}>
      <div className="site-header__bar">
        <Link className="site-header__brand" to={paths.home()} onClick={onNavigate}>
          <Logo />
        </Link>

        <nav className="site-header__nav" aria-label="Main">
          <ul className="site-nav">
            <li className="site-nav__item">
              <NavLink className="site-nav__link" to={paths.home()} end onClick={onNavigate}>
                Home
              </NavLink>
            </li>
            <li className="site-nav__item site-nav__item--menu" {...services.containerProps}>
              <NavLink className="site-nav__link" to={paths.services()} onClick={onNavigate}>
                Services
              </NavLink>
              <button
                type="button"
                className="site-nav__disclosure"
                aria-controls={SERVICES_MENU_ID}
                aria-label="Services menu"
                {...services.buttonProps}
              >
                <ChevronDown className="site-nav__chevron" size={16} aria-hidden="true" />
              </button>
              <MegaMenu id={SERVICES_MENU_ID} open={services.open} onNavigate={onNavigate} />
            </li>
            <li className="site-nav__item">
              <NavLink className="site-nav__link" to={paths.about()} onClick={onNavigate}>
                About
              </NavLink>
            </li>
            <li className="site-nav__item site-nav__item--menu site-nav__item--insights" {...insights.containerProps}>
              <button type="button" className="site-nav__link site-nav__menu-button" aria-controls={INSIGHTS_MENU_ID} {...insights.buttonProps}>
                Insights
                <ChevronDown className="site-nav__chevron" size={16} aria-hidden="true" />
              </button>
              <InsightsMenu id={INSIGHTS_MENU_ID} open={insights.open} onNavigate={onNavigate} />
            </li>
            <li className="site-nav__item">
              <NavLink className="site-nav__link" to={paths.contact()} onClick={onNavigate}>
                Contact Us
              </NavLink>
            </li>
          </ul>
        </nav>

        <div className="site-header__actions">
          <a className="site-header__phone" href={telHref(SITE_PHONE)}>
            <Phone size={18} aria-hidden="true" />
            <span className="site-header__phone-number">
              <span className="visually-hidden">Call us on </span>
              {SITE_PHONE}
            </span>
          </a>
          <Link className="button button--primary site-header__cta" to={paths.contact()} onClick={onNavigate}>
            Get In Touch
          </Link>
          <button
            ref={menuToggleRef}
            type="button"
            className="site-header__menu-toggle"
            aria-expanded={mobile.open}
            aria-controls={MOBILE_MENU_ID}
            onClick={mobile.toggle}
          >
            <Menu size={22} aria-hidden="true" />
            Menu
          </button>
        </div>
      </div>

      <MobileMenu
        id={MOBILE_MENU_ID}
        open={mobile.open}
        expanded={mobile.expanded}
        onToggleSection={mobile.toggleSection}
        onClose={mobile.close}
        onNavigate={onNavigate}
        toggleRef={menuToggleRef}
      />
    </header>
  );
}
