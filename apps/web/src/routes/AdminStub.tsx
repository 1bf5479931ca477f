/** Placeholder for the admin back office (src/admin/, built separately); kept tiny and lazy. */
export default function AdminStub() {
  return (
    <main className="placeholder-screen">
      <p>Administration</p>
    </main>
  );
}
