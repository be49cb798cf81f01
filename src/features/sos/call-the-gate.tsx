import { gatePhone } from '../../../contract/platform/estate';
import { buttonClassName } from '../../ui/button';

/** The gate's phone as a big tap-to-call link: works with no data network at all. */
export function CallTheGate({ label = 'Call the gate' }: { label?: string }) {
  return (
    <a className={buttonClassName('danger', { block: true })} href={gatePhone.href}>
      {label}: {gatePhone.display}
    </a>
  );
}
