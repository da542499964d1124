import { render, screen } from '@testing-library/react';
import { CARD_IMAGE_SIZES, CardPhoto } from '@/components/media/CardPhoto';

const SRCSET = '/uploads/a-320.webp 320w, /uploads/a-640.webp 640w, /uploads/a-1280.webp 1280w';

describe('CardPhoto', () => {
  it('lets the browser pick a rendition of the server’s image for the card’s width', () => {
    render(<CardPhoto src="/uploads/a.jpg" srcset={SRCSET} className="photo" />);
    const img = screen.getByTestId('card-photo');
    expect(img).toHaveAttribute('src', '/uploads/a.jpg');
    expect(img).toHaveAttribute('srcset', SRCSET);
    expect(img).toHaveAttribute('sizes', CARD_IMAGE_SIZES);
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('shows a picked image waiting in the outbox from the device, without the old renditions', () => {
    render(
      <CardPhoto
        pending={new Blob(['png'], { type: 'image/png' })}
        src="/uploads/a.jpg"
        srcset={SRCSET}
        className="photo"
      />,
    );
    const img = screen.getByTestId('card-photo');
    expect(img.getAttribute('src')).toMatch(/^blob:/);
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
  });

  it('shows the placeholder, or nothing, without any image', () => {
    const { container, rerender } = render(
      <CardPhoto src={null} className="photo" placeholderClassName="empty" />,
    );
    expect(container.querySelector('.empty')).not.toBeNull();
    rerender(<CardPhoto src={null} className="photo" />);
    expect(container).toBeEmptyDOMElement();
  });
});
