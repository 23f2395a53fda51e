import { Modal, type ModalProps } from 'antd';
import { type PointerEvent, type ReactNode, useRef, useState } from 'react';

/** An antd Modal that the user can move by its title bar (the review-tool dialog, SPEC.md §1). */
export function DraggableModal({ title, children, ...props }: ModalProps & { children: ReactNode }) {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{ x: number; y: number; startX: number; startY: number } | null>(null);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    drag.current = { x: offset.x, y: offset.y, startX: e.clientX, startY: e.clientY };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    // Keep the title bar reachable: never past the viewport's edges.
    const x = Math.max(-window.innerWidth / 2, Math.min(window.innerWidth / 2, d.x + e.clientX - d.startX));
    const y = Math.max(-80, Math.min(window.innerHeight - 120, d.y + e.clientY - d.startY));
    setOffset({ x, y });
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  return (
    <Modal
      {...props}
      title={
        <div
          className="draggable-modal__handle"
          data-testid="draggable-handle"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
        >
          {title}
        </div>
      }
      modalRender={(node) => (
        <div style={{ transform: `translate(${offset.x}px, ${offset.y}px)` }}>{node}</div>
      )}
    >
      {children}
    </Modal>
  );
}
