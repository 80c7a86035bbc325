import { useLocation, useRoutes } from 'react-router-dom';
import { routesFor } from './routes';

export function AppRoutes() {
  return useRoutes(routesFor(useLocation().pathname));
}
