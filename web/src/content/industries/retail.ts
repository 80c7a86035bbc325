import { BarChart3, CreditCard, Laptop, Network, PackageSearch, ShieldCheck, Store, Timer, Users, Wifi } from 'lucide-react';
import type { IndustryPageContent } from '../page-types/industry-page';

const retail: IndustryPageContent = {
  industry: 'retail',
  seo: {
    title: 'IT Solutions for Retail',
    description:
      'Point-of-sale support, secure store networks, stock visibility and staff devices for Australian retailers running one shopfront or a national chain of stores.',
  },
  hero: {
    imageAlt: 'Illustration of a shopfront with a striped awning beside a point-of-sale terminal and a shopping bag',
    overline: 'Retail',
    title: 'Reliable Technology for Every Store',
    subtitle:
      'Keep registers ringing, stock figures accurate and store teams connected, from a single boutique to a national network of shops.',
  },
  intro: {
    heading: 'When the Register Stops, So Does the Trading Day',
    paragraphs: [
      'Retailers depend on point-of-sale systems, EFTPOS terminals, store Wi-Fi and stock management every minute the doors are open. A network fault on a Saturday morning costs sales that never come back, and head office often only hears about it hours later.',
      'We design, secure and support store technology so that problems are detected remotely and fixed quickly, store managers have one number to call, and head office has a clear view of every location.',
    ],
  },
  services: {
    heading: 'Services for Retailers',
    intro: 'Support for shopfront, stockroom and head office, across as many locations as you trade from.',
    items: [
      {
        icon: CreditCard,
        title: 'Point-of-Sale Support',
        description: 'Monitoring and support of POS terminals, receipt printers and scanners, with spare devices ready to swap.',
      },
      {
        icon: Network,
        title: 'Store Network Management',
        description: 'Managed firewalls and 4G failover that keep payments processing even when the primary internet link drops.',
      },
      {
        icon: Wifi,
        title: 'Guest and Staff Wi-Fi',
        description: 'Separate, secure wireless networks for customers, staff devices and payment systems in every store.',
      },
      {
        icon: PackageSearch,
        title: 'Stock Visibility',
        description: 'Integration of inventory, ordering and sales data so buyers see what is selling and where stock is sitting.',
      },
      {
        icon: Laptop,
        title: 'Store Devices and Rostering',
        description: 'Shared tablets and phones for store teams, with Teams shifts and tasks for rosters and store communications.',
      },
      {
        icon: ShieldCheck,
        title: 'Payment Data Security',
        description: 'PCI DSS-aligned segmentation and hardening that protect cardholder data across the store network.',
      },
    ],
  },
  integration: {
    heading: 'Point of Sale, Stock and Head Office in One Picture',
    text: 'Retailers often run separate systems for sales, stock, staff and finance. We connect them through Microsoft 365 and the Power Platform so head office and store managers work from the same numbers.',
    points: [
      'POS platforms such as Lightspeed, Square and Shopify POS linked to accounting and inventory',
      'Daily sales and stock reports delivered automatically to area managers in Power BI',
      'Store announcements, planograms and procedures published through Teams',
      'Click-and-collect orders from the online store routed to the nearest shop',
    ],
  },
  benefits: {
    heading: 'What Retailers Gain',
    items: [
      {
        icon: Store,
        title: '99.9% Uptime Across Stores',
        subtitle: 'Doors open, systems on',
        description: 'Failover links and remote monitoring support a 99.9% uptime guarantee for the store systems we manage.',
      },
      {
        icon: Timer,
        title: 'Faster Fixes',
        subtitle: 'Problems solved remotely',
        description: 'Most store issues are resolved remotely before customers notice, without waiting for a technician to drive out.',
      },
      {
        icon: BarChart3,
        title: 'Sharper Buying Decisions',
        subtitle: 'Sales data you can trust',
        description: 'Consistent figures from every location make it easier to reorder, mark down and allocate stock wisely.',
      },
      {
        icon: Users,
        title: 'Connected Store Teams',
        subtitle: 'Everyone on the same page',
        description: 'Casual and permanent staff receive rosters, updates and training on shared devices without personal email accounts.',
      },
    ],
  },
  callToAction: {
    heading: 'Keep Every Store Trading',
    text: 'Book a store technology health check, and we will identify the single points of failure that could close a register.',
    buttonLabel: 'Book a Store Health Check',
  },
  enquiry: {
    heading: 'Tell Us About Your Stores',
    intro: 'Let us know how many locations you operate, your POS platform and your current support arrangements, and we will be in touch.',
  },
};

export default retail;
