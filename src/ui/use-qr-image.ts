/**
 * A QR code (a visitor's pass, a UPI payment link) drawn on the device as a PNG data URL, so it
 * shows with no signal. `qrcode` is imported here, on demand, so it loads only once a code is
 * shown. Error correction Q survives a cracked phone screen or a smudged print at the gate.
 */
import { useEffect, useState } from 'react';

export interface QrImage {
  url?: string;
  failed: boolean;
}

export function useQrImage(text: string): QrImage {
  const [image, setImage] = useState<QrImage & { text?: string }>({ failed: false });
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then(({ toDataURL }) =>
        toDataURL(text, { errorCorrectionLevel: 'Q', margin: 2, width: 280 }),
      )
      .then((url) => live && setImage({ text, url, failed: false }))
      .catch(() => live && setImage({ text, failed: true }));
    return () => {
      live = false;
    };
  }, [text]);
  // An image of another code (a list re-used this component) is never shown.
  return image.text === text ? image : { failed: false };
}
