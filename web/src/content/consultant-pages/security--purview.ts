import { Archive, BookOpen, ChartColumn, ClipboardCheck, FileCheck, FileLock, Lock, Scale, Search, ShieldBan, Tags, TriangleAlert, UserSearch, Ban } from 'lucide-react';
import type { ConsultantPageContent } from '../types';

export default {
  seo: {
    title: 'Microsoft Purview Consultants: Data Protection',
    description:
      'Microsoft Purview consultants: sensitivity labels, data loss prevention, records management, insider risk and Compliance Manager for Australian obligations.',
  },
  hero: {
    family: 'security-compliance',
    imageAlt: 'Illustration of a shield with a padlock at the centre of a network of connected nodes, representing Microsoft Purview data protection',
    overline: 'Microsoft Purview',
    title: 'Know, Protect and Govern Your Data With Microsoft Purview',
    subtitle:
      'Sensitivity labels, data loss prevention, records management and insider risk controls that protect personal and commercial information across Microsoft 365.',
  },
  intro: {
    heading: 'Protecting Information, Not Just Systems',
    paragraphs: [
      'Firewalls and antivirus protect systems, but personal information, contracts and intellectual property travel in email attachments, Teams chats and shared links. Microsoft Purview classifies that information and applies protection that stays with it, wherever it is stored or sent.',
      "We help you decide what needs protecting, from tax file numbers and Medicare details to board papers, then build labels, data loss prevention policies and retention rules that suit how your staff work. Purview's Compliance Manager tracks progress against frameworks such as the Essential Eight and the Privacy Act, so you can show what has been done and what remains.",
    ],
  },
  highlights: {
    heading: 'Microsoft Purview Services',
    items: [
      {
        icon: Tags,
        title: 'Information Protection',
        description:
          'A sensitivity label scheme, applied by users or automatically, that marks, encrypts and controls access to confidential documents and emails.',
      },
      {
        icon: Ban,
        title: 'Data Loss Prevention',
        description:
          'Policies detect Australian identifiers such as tax file numbers and Medicare numbers, then warn, block or audit when they are shared outside the organisation.',
      },
      {
        icon: Archive,
        title: 'Records Management',
        description:
          'Retention labels, file plans and disposition reviews help you keep records for as long as the law requires and dispose of them defensibly afterwards.',
      },
      {
        icon: UserSearch,
        title: 'Insider Risk Management',
        description:
          'Privacy-preserving indicators flag risky activity, such as a departing employee downloading large volumes of files, with pseudonymised alerts for reviewers.',
      },
      {
        icon: ClipboardCheck,
        title: 'Compliance Manager',
        description:
          'Assessments mapped to regulations and standards give you a compliance score, improvement actions and a home for evidence in one place.',
      },
      {
        icon: Search,
        title: 'eDiscovery and Audit',
        description:
          'eDiscovery cases, legal holds and audit search are set up so legal, HR and investigation requests are answered quickly and defensibly.',
      },
    ],
  },
  mission: {
    heading: 'Privacy and Compliance Built Into Daily Work',
    text: 'We aim for data protection your staff barely notice until it matters. That means labels with plain names, policy tips that explain why a message was stopped and a rollout in stages, so compliance becomes part of normal work instead of a burden bolted on afterwards.',
  },
  expertise: {
    heading: 'Purview Areas of Expertise',
    items: [
      {
        icon: FileLock,
        title: 'Classification',
        points: [
          'Label taxonomies, including PSPF-aligned markings for government',
          'Sensitive information types and trainable classifiers',
          'Auto-labelling for SharePoint, OneDrive and Exchange',
          'Content explorer and activity explorer reviews',
        ],
      },
      {
        icon: ShieldBan,
        title: 'DLP Policy Design',
        points: [
          'Exchange, SharePoint, OneDrive and Teams policies',
          'Endpoint DLP for USB drives, printing and cloud uploads',
          'Policy tips and business justification overrides',
          'Incident review and alert tuning',
        ],
      },
      {
        icon: BookOpen,
        title: 'Records and Retention',
        points: [
          'File plan design and retention label publishing',
          'Event-based retention for contracts and employee records',
          'Disposition review workflows',
          'Alignment with Commonwealth and state record-keeping rules',
        ],
      },
      {
        icon: Scale,
        title: 'Risk and Compliance',
        points: [
          'Insider Risk Management policy templates',
          'Communication Compliance for regulated roles',
          'Compliance Manager assessments and improvement actions',
          'Notifiable Data Breaches scheme preparedness',
          'Licensing guidance across Business Premium, E3, E5 and E5 Compliance',
        ],
      },
    ],
  },
  benefits: {
    heading: 'The Value of Microsoft Purview',
    items: [
      {
        icon: Lock,
        title: 'Protection That Travels',
        subtitle: 'Encryption follows the file',
        description:
          'A labelled document stays protected when it is emailed, downloaded or copied to a USB drive, and only authorised people can open it.',
      },
      {
        icon: TriangleAlert,
        title: 'Fewer Data Breaches',
        subtitle: 'Mistakes caught early',
        description:
          'DLP policy tips stop staff sending customer records to the wrong recipient before the message leaves, reducing notifiable incidents.',
      },
      {
        icon: FileCheck,
        title: 'Defensible Retention',
        subtitle: 'Keep what you must, delete what you can',
        description:
          'Records are kept for the required period and then disposed of with an audit trail, lowering storage costs and legal discovery risk.',
      },
      {
        icon: ChartColumn,
        title: 'Measurable Compliance',
        subtitle: 'Progress you can report',
        description:
          'Compliance Manager scores and improvement actions give executives and auditors a clear picture of where the organisation stands.',
      },
    ],
  },
  callToAction: {
    heading: 'Start With a Purview Data Discovery',
    text: 'We will help you find where sensitive information lives across Microsoft 365 and recommend the labels and policies that should protect it first.',
  },
} satisfies ConsultantPageContent;
