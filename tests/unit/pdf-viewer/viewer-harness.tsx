/** A page with an "Open newsletter" button that opens the PDF viewer, as the features do. */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { PdfViewer } from '../../../src/ui/pdf-viewer/pdf-viewer';
import { pdfBytes } from './fake-pdf';

function Harness({ load }: { load: () => Promise<ArrayBuffer> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open newsletter
      </button>
      {open && (
        <PdfViewer
          title="March News"
          fileName="March News.pdf"
          load={load}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

export async function openViewer(load = async () => pdfBytes('march')) {
  const user = userEvent.setup();
  render(<Harness load={load} />);
  await user.click(screen.getByRole('button', { name: 'Open newsletter' }));
  return user;
}
