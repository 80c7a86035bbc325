import {
  Activity,
  ClipboardPlus,
  DatabaseBackup,
  FileLock2,
  HeartPulse,
  MessagesSquare,
  ShieldCheck,
  Stethoscope,
  UserCheck,
  Video,
} from 'lucide-react';
import type { IndustryPageContent } from '../page-types/industry-page';

const healthcare: IndustryPageContent = {
  industry: 'healthcare',
  seo: {
    title: 'IT Solutions for Healthcare',
    description:
      'Secure IT for Australian clinics and practices: My Health Record access, Privacy Act compliance for health information and dependable clinical systems.',
  },
  hero: {
    imageAlt: 'Illustration of a medical cross and heartbeat line beside a patient checklist on a clipboard',
    overline: 'Healthcare',
    title: 'Dependable IT for Clinics and Care Providers',
    subtitle:
      'Keep clinical systems available, patient information private and your practitioners focused on care rather than computers.',
  },
  intro: {
    heading: 'Patient Care Depends on Systems That Never Let You Down',
    paragraphs: [
      'General practices, specialist rooms, allied health clinics and aged care providers all rely on clinical software, e-prescribing and secure messaging throughout the day. When a practice management system goes down, appointments back up and clinicians are left working blind.',
      'Health information is also among the most sensitive data an organisation can hold. Under the Privacy Act it must be protected with particular care, and a breach can trigger notification to patients and the OAIC. We design and support IT that meets both needs: availability and privacy.',
    ],
  },
  services: {
    heading: 'Services for Healthcare Providers',
    intro: 'IT support shaped around clinical workflows, privacy obligations and the hours your practice keeps.',
    items: [
      {
        icon: Activity,
        title: 'Clinical System Availability',
        description: 'Monitoring and maintenance of the servers, networks and cloud services your clinical software depends on.',
      },
      {
        icon: ClipboardPlus,
        title: 'My Health Record Readiness',
        description: 'Certificates, conformant software and access policies set up so authorised staff can view and upload records securely.',
      },
      {
        icon: FileLock2,
        title: 'Health Information Protection',
        description: 'Encryption, sensitivity labels and data loss prevention to keep patient records private under the Privacy Act.',
      },
      {
        icon: Video,
        title: 'Telehealth Set-Up',
        description: 'Reliable video consultations with quality headsets, cameras and network prioritisation for clinical calls.',
      },
      {
        icon: UserCheck,
        title: 'Secure Clinician Access',
        description: 'Fast, secure sign-in for shared consulting room computers, so clinicians switch users in seconds, not minutes.',
      },
      {
        icon: DatabaseBackup,
        title: 'Backup and Recovery',
        description: 'Encrypted, tested backups of patient databases with recovery plans that get the practice running again quickly.',
      },
    ],
  },
  integration: {
    heading: 'Clinical Software Working With Microsoft 365',
    text: 'Clinical systems rarely stand alone. We connect practice software, secure messaging and administrative tools so information reaches the right person without being printed, scanned or re-typed.',
    points: [
      'Practice management systems such as Best Practice and MedicalDirector hosted and backed up securely',
      'Secure messaging and e-referral services configured alongside Microsoft 365 email',
      'Rosters, policies and training records shared through Teams and SharePoint',
      'Administrative workflows such as patient intake forms digitised with Power Apps',
    ],
  },
  benefits: {
    heading: 'What Healthcare Providers Gain',
    items: [
      {
        icon: HeartPulse,
        title: '99.9% Clinical Uptime',
        subtitle: 'Systems there when patients are',
        description: 'Our 99.9% uptime guarantee on managed clinical infrastructure keeps appointment books, records and prescribing available through the day.',
      },
      {
        icon: ShieldCheck,
        title: 'Privacy Obligations Met',
        subtitle: 'Confidence in compliance',
        description: 'Controls are aligned with the Privacy Act and the Notifiable Data Breaches scheme, with documentation ready for review.',
      },
      {
        icon: Stethoscope,
        title: 'More Time for Patients',
        subtitle: 'Less time fighting technology',
        description: 'Faster logins, reliable printers and responsive support give clinicians back minutes in every session.',
      },
      {
        icon: MessagesSquare,
        title: 'Better Team Communication',
        subtitle: 'Across rooms and locations',
        description: 'Reception, nursing and clinical staff coordinate instantly through secure chat instead of sticky notes and phone tag.',
      },
    ],
  },
  callToAction: {
    heading: 'Protect Your Patients and Your Practice',
    text: 'Arrange a privacy and availability review of your practice IT, and receive a clear list of priorities to act on.',
    buttonLabel: 'Request a Practice IT Review',
  },
  enquiry: {
    heading: 'Tell Us About Your Practice',
    intro: 'Let us know your clinical software, number of practitioners and locations, and we will be in touch to discuss support options.',
  },
};

export default healthcare;
