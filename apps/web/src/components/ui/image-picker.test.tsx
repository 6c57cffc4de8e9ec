import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { stubObjectUrls } from "@/testing/object-urls";
import { ImagePicker } from "./image-picker";

function PickerDemo({ currentImageUrl }: { currentImageUrl?: string }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <ImagePicker
      label="Profile Image"
      file={file}
      onFileChange={setFile}
      currentImageUrl={currentImageUrl}
    />
  );
}

describe("ImagePicker", () => {
  const { revokeObjectURL } = stubObjectUrls("preview");

  it("shows the current image until a file is chosen, then previews the file", async () => {
    const user = userEvent.setup();
    render(<PickerDemo currentImageUrl="https://example.org/media/me.png" />);
    expect(screen.getByRole("img", { name: "Current image" })).toHaveAttribute(
      "src",
      "https://example.org/media/me.png",
    );
    await user.upload(
      screen.getByLabelText("Profile Image"),
      new File(["a"], "new.png", { type: "image/png" }),
    );
    expect(await screen.findByRole("img", { name: "Preview of new.png" })).toHaveAttribute(
      "src",
      "blob:preview-1",
    );
  });

  it("revokes the previous preview when the file changes and when it unmounts", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<PickerDemo />);
    const input = screen.getByLabelText("Profile Image");
    await user.upload(input, new File(["a"], "a.png", { type: "image/png" }));
    await screen.findByRole("img", { name: "Preview of a.png" });
    await user.upload(input, new File(["b"], "b.png", { type: "image/png" }));
    await screen.findByRole("img", { name: "Preview of b.png" });
    expect(revokeObjectURL).toHaveBeenCalledWith("blob:preview-1");
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith("blob:preview-2");
  });

  it("clears the chosen file with 'Remove selected image'", async () => {
    const user = userEvent.setup();
    render(<PickerDemo />);
    await user.upload(
      screen.getByLabelText("Profile Image"),
      new File(["a"], "a.png", { type: "image/png" }),
    );
    await user.click(screen.getByRole("button", { name: "Remove selected image" }));
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
    expect(revokeObjectURL).toHaveBeenCalledWith("blob:preview-1");
  });
});
