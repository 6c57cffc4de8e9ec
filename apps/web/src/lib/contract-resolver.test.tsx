import { atMostCharacters, emailSchema, requiredText } from "@events/contract";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { showTextsIn } from "@/testing/languages";
import { contractResolver } from "./contract-resolver";

const contactSchema = z.object({
  email: emailSchema,
  name: requiredText(5, "Name is required"),
});
type Contact = z.infer<typeof contactSchema>;
const resolver = contractResolver<Contact, Contact>(contactSchema);

function ContactForm() {
  const { register, handleSubmit, formState } = useForm<Contact, unknown, Contact>({ resolver });
  return (
    <form onSubmit={handleSubmit(() => undefined)}>
      <input aria-label="email" {...register("email")} />
      <input aria-label="name" {...register("name")} />
      <p>{formState.errors.email?.message}</p>
      <p>{formState.errors.name?.message}</p>
      <button type="submit">send</button>
    </form>
  );
}

async function submit(email: string, name: string) {
  const user = userEvent.setup();
  render(<ContactForm />);
  await user.type(screen.getByLabelText("email"), email);
  await user.type(screen.getByLabelText("name"), name);
  await user.click(screen.getByRole("button", { name: "send" }));
}

describe("contractResolver", () => {
  it("shows the contract's messages in Spanish, a template's with its values", async () => {
    await showTextsIn("es");
    await submit("not-an-address", "Ada Lovelace");
    expect(await screen.findByText("Introduce una dirección de correo válida")).toBeInTheDocument();
    expect(screen.getByText("Como máximo 5 caracteres")).toBeInTheDocument();
  });

  it("shows them word for word in English", async () => {
    await submit("not-an-address", "Ada Lovelace");
    expect(await screen.findByText("Enter a valid email address")).toBeInTheDocument();
    expect(screen.getByText(atMostCharacters(5))).toBeInTheDocument();
  });
});
