import { createRoot } from 'react-dom/client';
import { Button } from '@ccnets/design-system';
import '@ccnets/design-system/styles.css';

createRoot(document.getElementById('root')).render(
  <>
    <Button>Complete Purchase</Button>
    <div lang="ko">
      <Button>결제 완료</Button>
    </div>
  </>,
);
