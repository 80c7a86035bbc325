import type { SampleContentItem } from './sample-content-item';

/** Case studies name the client in `author`, as the listing shows it after "Client:". */
export const SAMPLE_CASE_STUDIES: SampleContentItem[] = [
  {
    type: 'case-study',
    title: 'How a Geelong Builder Moved 85 Staff to Windows 11 and Microsoft 365 Ahead of the Deadline',
    slug: 'geelong-construction-firm-windows-11-microsoft-365-migration',
    author: 'Bellarine Build Group',
    status: 'published',
    dateCreated: '2025-09-15',
    dateModified: '2025-09-24',
    datePublished: '2025-09-24',
    category: 'Construction',
    tags: 'case study, construction, Windows 11, Microsoft 365, Intune, Azure, managed services',
    metaDescription:
      'How a Geelong builder moved 85 office and site staff to Windows 11, Microsoft 365 and Azure backup before Windows 10 end of support, with 24/7 helpdesk cover.',
    description:
      'A family-owned Geelong builder replaced an ageing file server and 47 Windows 10 PCs with Windows 11, Microsoft 365 and Azure, six weeks before Windows 10 support ended.',
    imageAlt: 'A site supervisor checking building plans on a rugged laptop at a Geelong construction site',
    content: [
      '<p>Bellarine Build Group is a family-owned commercial and residential builder based in Geelong, with around 85 staff split between the head office, two display homes and up to a dozen active sites. In early 2025 more than half of its PCs were still on Windows 10, project files lived on an ageing server in the office comms cupboard, and site supervisors relied on personal phones and emailed spreadsheets.</p>',
      '<h2>The challenge</h2>',
      '<ul><li>47 Windows 10 devices, 19 of which could not run Windows 11.</li><li>A single on-premises file server with no off-site backup.</li><li>Site teams unable to reach current drawings and variations without driving back to the office.</li><li>A two-person office team handling IT on top of their real jobs.</li></ul>',
      '<h2>What we delivered</h2>',
      '<p>We replaced the 19 incompatible machines with rugged laptops enrolled through Windows Autopilot and upgraded the remaining 28 in place over three weekends. Project folders moved from the file server to SharePoint and Teams, organised by job number, and the old server was retired once every active job had been migrated.</p>',
      '<p>The estimating system moved to an Azure virtual machine protected by Azure Backup, with Azure Site Recovery ready to bring it up in a second region. Intune now manages every laptop, tablet and company phone, so a device lost on site can be locked and wiped within minutes, and multi-factor authentication and Defender for Business were switched on for every account before cutover.</p>',
      '<h2>The results</h2>',
      '<p>Every device was on Windows 11 six weeks before the 14 October 2025 deadline. Supervisors open current drawings on site from Teams, and the office no longer loses a day each month chasing IT problems, because staff call our 24/7 managed services helpdesk instead.</p>',
      '<p>“We stopped thinking about IT,” says the company’s operations manager. “It just works, on the office desk and in the site shed.”</p>',
    ].join(''),
  },
  {
    type: 'case-study',
    title: 'Power Platform Gives a Victorian Not-for-Profit Back 20 Hours a Week',
    slug: 'victorian-not-for-profit-power-platform-volunteer-management',
    author: 'Goldfields Community Support',
    status: 'published',
    dateCreated: '2026-02-02',
    dateModified: '2026-02-11',
    datePublished: '2026-02-11',
    category: 'Not-for-Profit',
    tags: 'case study, not-for-profit, Power Apps, Power Automate, Power BI, Azure, Microsoft Defender',
    metaDescription:
      'A Victorian not-for-profit replaced paper rosters and spreadsheets with Power Apps, Power Automate and Power BI on Azure, saving 20 staff hours every week.',
    description:
      'A central Victorian community organisation swapped spreadsheets and paper forms for a Power Platform volunteer portal, cutting missed shifts by a third.',
    imageAlt: 'A volunteer accepting a meal delivery shift in a Power Apps portal on a phone',
    content: [
      '<p>Goldfields Community Support runs meal delivery, transport and social programs for older residents across central Victoria, coordinating more than 300 volunteers from offices in Bendigo and Castlemaine. Rosters lived in spreadsheets, volunteer checks were tracked on paper, and reporting to funding bodies took the coordinators several days every quarter.</p>',
      '<h2>The challenge</h2>',
      '<p>The organisation needed one secure place for volunteer records and shifts, without the licence cost of a specialist platform. Staff already had Microsoft 365 through Microsoft’s nonprofit program, but used it only for email and documents.</p>',
      '<h2>What we built</h2>',
      '<ul><li>A Power Apps volunteer portal where volunteers set their availability and accept shifts from their phones.</li><li>Power Automate flows that send shift reminders by SMS and email, and flag Working with Children Checks and police checks 30 days before they expire.</li><li>Power BI dashboards showing hours delivered, clients served and volunteer retention by program, ready for grant acquittals.</li><li>Data held in Dataverse and Azure, protected by Microsoft Defender, conditional access and role-based permissions so volunteers see only their own details.</li></ul>',
      '<p>We built the solution with the coordinators in fortnightly sprints, so every screen reflects how rostering really happens, including the phone call to a regular volunteer when a driver cancels at 7 am.</p>',
      '<h2>The results</h2>',
      '<p>Coordinators estimate they save about 20 hours a week on rostering and follow-up calls, and missed shifts fell by a third in the first three months. Quarterly funding reports that used to take three days now take an afternoon.</p>',
      '<p>Because the solution runs on licences the organisation already held, the ongoing cost is mostly our managed support, and the team can now add new programs to the app themselves.</p>',
    ].join(''),
  },
];
