import { LoginPage } from '../../features/auth/components/login-page';

/** The login page; after Login the staff area (an app of its own) opens at the screen asked for. */
export default function LoginRoute() {
  return <LoginPage />;
}
