import '../../../styles/staff-panels.css';
import './media.css';
import { imageNameOf, imagesWithoutAlt } from '../images-without-alt';
import { thumbnailOf } from '../media-files';
import type { useEditorImages } from '../use-editor-images';
import { ImageAltDialog } from './image-alt-dialog';
import { UploadStatus } from './upload-status';

interface EditorImagesProps {
  images: ReturnType<typeof useEditorImages>;
  /** The body's HTML, to find images that still need alt text. */
  html: string;
}

/** Beside the editor: the alt dialog of an image being inserted, and the images publishing would be refused for. */
export function EditorImages({ images, html }: EditorImagesProps) {
  const { task, uploadState } = images;
  const undescribed = imagesWithoutAlt(html);
  return (
    <>
      {undescribed.length > 0 && (
        <div className="media-missing-alt" role="status">
          <p>
            {undescribed.length === 1 ? 'An image has' : `${undescribed.length} images have`} no alt text: publishing is refused until each is described or
            marked decorative.
          </p>
          <ul>
            {undescribed.map((image) => (
              <li key={`${image.position}-${image.src}`}>
                <img src={image.src} alt="" width={48} height={36} />
                <span>
                  Image {image.position} ({imageNameOf(image.src)})
                </span>
                <button type="button" className="button button--secondary" onClick={() => images.describe(image.src, image.position)}>
                  Add alt text to image {image.position}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {task?.kind === 'insert' && (
        <ImageAltDialog
          key={`${task.file.name}-${task.at.index}`}
          heading="Insert an image"
          confirmLabel="Insert image"
          canConfirm={uploadState.status === 'done'}
          onConfirm={images.confirm}
          onConfirmWithoutAlt={() => images.confirm(null)}
          onCancel={images.cancel}
        >
          {uploadState.status === 'done' ? (
            <img className="media-dialog__preview" src={thumbnailOf(uploadState.media)} alt="" />
          ) : (
            <UploadStatus state={uploadState} />
          )}
        </ImageAltDialog>
      )}
      {task?.kind === 'describe' && (
        <ImageAltDialog heading={`Describe image ${task.position}`} confirmLabel="Save alt text" canConfirm onConfirm={images.confirm} onCancel={images.cancel}>
          <img className="media-dialog__preview" src={task.src} alt="" />
        </ImageAltDialog>
      )}
    </>
  );
}
