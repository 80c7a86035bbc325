import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { PageMeta } from '../page-meta';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <>
      <PageMeta
        title="Page Not Found"
        description="The page you are looking for doesn't exist or has been moved."
        path={pathname}
        noIndex
      />
      <section className="section not-found" aria-labelledby="not-found-heading">
        <div className="container not-found__content">
          <h1 id="not-found-heading">Page Not Found</h1>
          <p>The page you are looking for doesn&apos;t exist or has been moved.</p>
          <div className="hero__actions not-found__actions">
            <Link className="button button--primary" to={paths.home()}>
              Back to Home
            </Link>
            <Link className="button button--secondary" to={paths.contact()}>
              Contact Us
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
