import { useLoaderData } from 'react-router-dom';
import type { StaffScreen } from '../../../config/paths';
import type { ScreenLoaderData, ScreenRead } from './screen-reads';

/** The first read the screen's loader started (see SCREEN_READS). */
export function useScreenRead<S extends StaffScreen>(): Promise<ScreenRead<S>> {
  return (useLoaderData() as ScreenLoaderData<S>).first;
}
