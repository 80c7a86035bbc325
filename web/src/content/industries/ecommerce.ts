import {
  Activity,
  BarChart3,
  Boxes,
  CreditCard,
  Gauge,
  Headset,
  LockKeyhole,
  PackageCheck,
  Rocket,
  ShieldCheck,
  ShoppingCart,
  TrendingUp,
  Users,
  Workflow,
} from 'lucide-react';
import type { IndustryPageContent } from '../page-types/industry-page';

const ecommerce: IndustryPageContent = {
  industry: 'ecommerce',
  seo: {
    title: 'IT Solutions for eCommerce',
    description:
      'Cloud hosting, payment security, 24/7 monitoring and platform integrations that keep Australian online stores fast, PCI-ready and trading through every sale.',
  },
  hero: {
    imageAlt: 'Illustration of a shopping cart beside stacked parcels and an online product grid',
    overline: 'eCommerce',
    title: 'Technology That Keeps Your Online Store Selling',
    subtitle:
      'Fast pages, secure checkouts and back-office systems that talk to each other, supported by a team that is awake when your customers are shopping.',
  },
  intro: {
    heading: 'When the Website Is the Shop, Every Minute Counts',
    paragraphs: [
      'For an online retailer, a slow product page or a checkout error is a lost sale, and an outage during Click Frenzy or the Boxing Day sales can wipe out a month of margin. Behind the storefront sit inventory, fulfilment, accounting and customer service systems that all need to stay in step.',
      'We look after the infrastructure, security and integrations behind Shopify, BigCommerce, Adobe Commerce and WooCommerce stores, so your team can focus on products, marketing and customers instead of firefighting.',
    ],
  },
  services: {
    heading: 'Services for Online Retailers',
    intro: 'Practical support for every layer of an online business, from the storefront to the warehouse.',
    items: [
      {
        icon: Gauge,
        title: 'Scalable Hosting',
        description: 'Azure hosting with autoscaling and a content delivery network for custom storefronts and headless commerce builds.',
      },
      {
        icon: CreditCard,
        title: 'Payment Security',
        description: 'Network segmentation, hardened admin access and PCI DSS readiness reviews for stores that handle card data.',
      },
      {
        icon: Activity,
        title: 'Around-the-Clock Monitoring',
        description: 'Synthetic checkout tests and uptime checks that raise an alarm the moment customers cannot buy.',
      },
      {
        icon: Workflow,
        title: 'Order Automation',
        description: 'Power Automate flows that push orders, refunds and stock adjustments between your store and back-office systems.',
      },
      {
        icon: BarChart3,
        title: 'Sales Analytics',
        description: 'Power BI dashboards combining web traffic, conversion, margin and stock data in one view for buyers and managers.',
      },
      {
        icon: Headset,
        title: 'Customer Service Tools',
        description: 'Teams-based contact centre, shared inboxes and a CRM view of each order so agents answer queries first time.',
      },
    ],
  },
  integration: {
    heading: 'Your Store, Connected to the Rest of the Business',
    text: 'Most online retailers run a patchwork of apps. We connect your commerce platform with Microsoft 365, your accounting package and your logistics partners so data is entered once and flows everywhere it is needed.',
    points: [
      'Shopify, BigCommerce and WooCommerce linked to Xero, MYOB or Business Central',
      'Australia Post, StarTrack and third-party logistics tracking fed back to customers',
      'Marketplace listings on Amazon and eBay kept in sync with warehouse stock',
      'Customer enquiries from web chat and email gathered into Dynamics 365 or Salesforce',
    ],
  },
  benefits: {
    heading: 'What Online Retailers Gain',
    items: [
      {
        icon: TrendingUp,
        title: 'Ready for Peak Trading',
        subtitle: 'Sales events without stress',
        description: 'Load testing and scaling plans before each major sale mean traffic spikes become revenue rather than error pages.',
      },
      {
        icon: Rocket,
        title: '99.9% Uptime Guarantee',
        subtitle: 'A storefront that stays open',
        description: 'Redundant hosting, monitored checkouts and rapid incident response back our 99.9% uptime guarantee for the systems we manage.',
      },
      {
        icon: LockKeyhole,
        title: 'Customer Trust Protected',
        subtitle: 'Fewer fraud and data risks',
        description: 'Strong admin security and monitored payment flows reduce the chance of a breach that damages your brand.',
      },
      {
        icon: PackageCheck,
        title: 'Faster Fulfilment',
        subtitle: 'Orders out the door sooner',
        description: 'Automated order routing removes the manual re-keying that delays dispatch and causes picking mistakes.',
      },
    ],
  },
  whyChooseUs: {
    heading: 'Why Online Retailers Choose Us',
    intro: 'We understand that commerce never closes, and we have built our support model around that.',
    items: [
      {
        icon: ShoppingCart,
        title: 'We Know Commerce Platforms',
        description: 'Our engineers work with the major hosted and self-hosted platforms and understand their limits as well as their strengths.',
      },
      {
        icon: Users,
        title: 'Support at Sale Time',
        description: 'Our 24/7 engineers are on hand during your biggest campaigns, not just during office hours.',
      },
      {
        icon: Boxes,
        title: 'Whole-of-Business View',
        description: 'We look beyond the website to the warehouse, finance and customer service systems that make an order complete.',
      },
      {
        icon: ShieldCheck,
        title: 'Security Without Friction',
        description: 'Protections are tuned to stop attacks while keeping the checkout quick and painless for genuine shoppers.',
      },
    ],
  },
  callToAction: {
    heading: 'Get Your Store Ready for the Next Big Sale',
    text: 'Book a review of your hosting, integrations and security before your next peak period, and find out where the risks are hiding.',
    buttonLabel: 'Book an eCommerce Review',
  },
  enquiry: {
    heading: 'Tell Us About Your Online Store',
    intro: 'Let us know which platform you run, your order volumes and your biggest frustrations, and we will come back with practical ideas.',
  },
};

export default ecommerce;
