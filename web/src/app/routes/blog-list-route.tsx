import { useLocation } from 'react-router-dom';
import { PageMeta } from '../../components/page-meta';

export default function Page() {
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta title="Coming soon" description="This page is being written." path={pathname} />
      <h1>Coming soon</h1>
    </>
  );
}
