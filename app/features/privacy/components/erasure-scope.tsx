/** What an erasure removes and what it keeps, as the dialog and the erasure's page say it. */
export function ErasureScope() {
  return (
    <>
      <p>
        São apagados definitivamente: os leads deste e-mail (inclusive os excluídos da lista), suas anotações e histórico, as mensagens e
        pedidos de orçamento, as conversas com o assistente e as visitas dessas conversas, as reuniões e os e-mails enviados ou pendentes
        para este endereço.
      </p>
      <p>
        O registro de atividades guarda apenas que os dados de um lead foram apagados, sem nome nem e-mail. As estatísticas de acesso, que
        não identificam ninguém, continuam. Esta ação não pode ser desfeita.
      </p>
    </>
  );
}
