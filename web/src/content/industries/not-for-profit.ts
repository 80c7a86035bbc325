import { Gift, GraduationCap, HandHeart, HeartHandshake, Laptop, PiggyBank, ShieldCheck, Users, Cloud, BarChart3 } from 'lucide-react';
import type { IndustryPageContent } from '../page-types/industry-page';

const notForProfit: IndustryPageContent = {
  industry: 'not-for-profit',
  seo: {
    title: 'IT Solutions for Not-for-Profits',
    description:
      'Affordable IT for Australian charities and community groups, making the most of Microsoft nonprofit grants, donated licences and secure volunteer access.',
  },
  hero: {
    imageAlt: 'Illustration of two hands holding up a heart above a row of community members',
    overline: 'Not-for-Profit',
    title: 'More Impact From Every Technology Dollar',
    subtitle:
      'Use Microsoft’s nonprofit programme, secure your donor data and give staff and volunteers tools that make their work easier.',
  },
  intro: {
    heading: 'Technology That Serves Your Mission',
    paragraphs: [
      'Charities, community services and advocacy groups face the same cyber threats and compliance expectations as any business, but on tighter budgets and often with a mix of paid staff and volunteers. Donated software and discounted licences help, yet they are easy to misconfigure or leave unused.',
      'We help not-for-profits claim the Microsoft nonprofit grants they are eligible for, set them up properly and keep them running, so more of every donation goes to the people and causes you serve.',
    ],
  },
  services: {
    heading: 'Services for Not-for-Profits',
    intro: 'Right-sized IT that respects your budget and your obligations to donors, clients and funders.',
    items: [
      {
        icon: Gift,
        title: 'Microsoft Nonprofit Grants',
        description: 'Eligibility checks and applications for donated and discounted Microsoft 365 licences and Azure credits.',
      },
      {
        icon: Users,
        title: 'Volunteer Access',
        description: 'Low-cost accounts and shared devices for volunteers, with access that ends automatically when their role does.',
      },
      {
        icon: ShieldCheck,
        title: 'Donor and Client Data Protection',
        description: 'Security controls that safeguard donor details and sensitive client case notes in line with the Privacy Act.',
      },
      {
        icon: HeartHandshake,
        title: 'Fundraising and CRM',
        description: 'Setup of donor management systems, including Salesforce Nonprofit Cloud and Dynamics 365, integrated with email.',
      },
      {
        icon: Laptop,
        title: 'Affordable Devices',
        description: 'Guidance on discounted and refurbished hardware, centrally managed so a small team can look after it.',
      },
      {
        icon: GraduationCap,
        title: 'Staff Training',
        description: 'Short, practical sessions that help staff and volunteers get confident with Teams, SharePoint and OneDrive.',
      },
    ],
  },
  integration: {
    heading: 'Systems That Share the Load',
    text: 'Small teams cannot afford to enter the same information three times. We connect your donor, programme and finance systems with Microsoft 365 so reporting to boards and funders takes hours, not weeks.',
    points: [
      'Donation platforms feeding receipts and donor records directly into your CRM',
      'Programme outcomes captured in Power Apps and reported through Power BI for grant acquittals',
      'Board papers and policies shared securely with directors through Teams',
      'Accounting data from Xero or MYOB linked to funder and ACNC reporting',
    ],
  },
  benefits: {
    heading: 'What Not-for-Profits Gain',
    items: [
      {
        icon: PiggyBank,
        title: 'Lower Licence Costs',
        subtitle: 'Grants used to the full',
        description: 'Making proper use of donated licences frees budget that can be redirected to frontline services.',
      },
      {
        icon: Cloud,
        title: '99.9% Uptime for Your Services',
        subtitle: 'Reliable for those who rely on you',
        description: 'Cloud services we manage come with a 99.9% uptime guarantee, so helplines, intake and case systems stay reachable.',
      },
      {
        icon: BarChart3,
        title: 'Easier Funder Reporting',
        subtitle: 'Outcomes at your fingertips',
        description: 'Live dashboards show programme reach and results without a frantic scramble at the end of each grant period.',
      },
      {
        icon: HandHeart,
        title: 'Donor Confidence',
        subtitle: 'Data handled with care',
        description: 'Strong security demonstrates to supporters that their personal and payment information is treated with respect.',
      },
    ],
  },
  callToAction: {
    heading: 'Make Your Technology Budget Go Further',
    text: 'Ask us for a nonprofit licensing and security review to find out which grants you could be using and where your risks lie.',
    buttonLabel: 'Request a Nonprofit Review',
  },
  enquiry: {
    heading: 'Tell Us About Your Organisation',
    intro: 'Share the size of your team, how many volunteers you support and the systems you use, and we will suggest practical next steps.',
  },
};

export default notForProfit;
