import {
  CloudUpload,
  FileStack,
  HardHat,
  MapPinned,
  Radio,
  ShieldCheck,
  Tablet,
  Timer,
  Truck,
  Users,
  Wifi,
  Wrench,
} from 'lucide-react';
import type { IndustryPageContent } from '../page-types/industry-page';

const construction: IndustryPageContent = {
  industry: 'construction',
  seo: {
    title: 'IT Solutions for Construction',
    description:
      'Site connectivity, field devices, project document control and Procore or Aconex integration with Microsoft 365 for Australian builders and contractors.',
  },
  hero: {
    imageAlt: 'Illustration of a tower crane lifting a load over a building frame, with a hard hat and a tablet showing a plan',
    overline: 'Construction',
    title: 'Connected Sites, Current Drawings, Productive Crews',
    subtitle:
      'Reliable internet in the site shed, the latest revision on every tablet and secure access to project systems from anywhere on the job.',
  },
  intro: {
    heading: 'Technology That Works as Hard as Your Crews',
    paragraphs: [
      'Builders and contractors run dozens of temporary workplaces at once. Each new site needs connectivity on day one, supervisors need the current drawings rather than last week’s, and subcontractors need access to documents without being given the keys to everything.',
      'We set up and support the networks, devices and cloud systems that link head office with every site, so RFIs, variations, site diaries and safety records move quickly and nothing is lost when a project closes out.',
    ],
  },
  services: {
    heading: 'Services for Builders and Contractors',
    intro: 'Built for the realities of dusty sheds, patchy coverage and teams that change with every project.',
    items: [
      {
        icon: Wifi,
        title: 'Site Connectivity',
        description: 'NBN, 4G/5G and satellite services combined with SD-WAN so a new site office is online the week it opens.',
      },
      {
        icon: Tablet,
        title: 'Field Device Management',
        description: 'Rugged tablets and phones enrolled in Intune, loaded with the right apps and wiped remotely if lost on site.',
      },
      {
        icon: FileStack,
        title: 'Project Document Control',
        description: 'SharePoint structures for drawings, transmittals and RFIs with version history and controlled subcontractor access.',
      },
      {
        icon: Users,
        title: 'Project Team Collaboration',
        description: 'A Teams workspace per project, created from a template and archived cleanly at practical completion.',
      },
      {
        icon: ShieldCheck,
        title: 'Cyber Security for Payments',
        description: 'Email protection and payment verification controls against invoice fraud, a common scam targeting builders.',
      },
      {
        icon: CloudUpload,
        title: 'Backup and Records Retention',
        description: 'Long-term retention of project records to meet warranty, defect and statutory record-keeping periods.',
      },
    ],
  },
  integration: {
    heading: 'Project Platforms That Work With Microsoft 365',
    text: 'Many builders rely on specialist platforms for project management and tendering. We connect them to Microsoft 365 so your people sign in once, files sit in one place and information does not have to be copied between systems.',
    points: [
      'Single sign-on to Procore, Aconex and similar project platforms with Microsoft Entra ID',
      'Drawings and correspondence synchronised between project platforms and SharePoint',
      'Estimating and job costing systems linked to Power BI for live project margin reporting',
      'Site diary, prestart and safety forms captured in Power Apps and stored against the job',
    ],
  },
  benefits: {
    heading: 'What Construction Businesses Gain',
    items: [
      {
        icon: Timer,
        title: 'Faster Site Mobilisation',
        subtitle: 'Online from day one',
        description: 'A standard site kit and pre-configured devices cut the time it takes to get a new project connected and working.',
      },
      {
        icon: Radio,
        title: '99.9% Uptime on Critical Systems',
        subtitle: 'Dependable when the pour is booked',
        description: 'Monitored connectivity and cloud services, backed by a 99.9% uptime guarantee, keep site teams working when deadlines are tight.',
      },
      {
        icon: FileStack,
        title: 'One Source of Truth',
        subtitle: 'No building from old drawings',
        description: 'Controlled document libraries ensure trades work from the latest approved revision, reducing costly rework.',
      },
      {
        icon: ShieldCheck,
        title: 'Reduced Fraud Risk',
        subtitle: 'Protected progress payments',
        description: 'Mailbox security and verification steps make it far harder for criminals to redirect payments to fake bank accounts.',
      },
    ],
  },
  whyChooseUs: {
    heading: 'Why Builders Choose Us',
    intro: 'We are used to supporting organisations whose workplaces move every few months.',
    items: [
      {
        icon: HardHat,
        title: 'We Understand Site Life',
        description: 'Our engineers plan around site inductions, changing crews and equipment that must survive dust, heat and rain.',
      },
      {
        icon: MapPinned,
        title: 'Support Across Regions',
        description: 'Remote support reaches metropolitan and regional sites alike, with on-site visits arranged when hands are needed.',
      },
      {
        icon: Truck,
        title: 'Repeatable Site Set-Ups',
        description: 'Standard designs for site offices mean every project starts with the same proven configuration.',
      },
      {
        icon: Wrench,
        title: 'Practical, Not Theoretical',
        description: 'Solutions are designed for supervisors and foremen who need tools that work first time, with minimal training.',
      },
    ],
  },
  callToAction: {
    heading: 'Get Your Next Project Connected',
    text: 'Talk to us before your next site opens, and we will help you plan the connectivity, devices and document systems it needs.',
    buttonLabel: 'Plan Your Site Technology',
  },
  enquiry: {
    heading: 'Talk to Us About Your Projects',
    intro: 'Tell us how many sites you run and which project platforms you use, and we will suggest where technology can save your teams time.',
  },
};

export default construction;
